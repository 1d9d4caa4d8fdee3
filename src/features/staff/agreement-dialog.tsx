import { Modal, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, retryOf } from '@/components/load-failed';
import { staffAgreementQuery } from './api';

/** The staff agreement, read when first opened. */
export function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const agreement = useQuery({ ...staffAgreementQuery(), enabled: open });
  const retry = retryOf(agreement);
  return (
    <Modal open={open} title={agreement.data?.title ?? '用户协议'} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {retry ? (
        <LoadFailed onRetry={retry} />
      ) : agreement.data ? (
        <Typography>
          <Typography.Paragraph type="secondary">版本：{agreement.data.version}</Typography.Paragraph>
          {agreement.data.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </Typography>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
