import { Button, Modal, Typography } from 'antd';
import type { Agreement } from '@/lib/gateway';

/**
 * The user agreement to read before registering: its paragraphs in a scrolling panel (reachable by
 * keyboard), 我已阅读并同意 ticks the form's checkbox.
 */
export function AgreementDialog({
  agreement,
  open,
  onAgree,
  onClose,
}: {
  agreement: Agreement;
  open: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={agreement.title}
      width={720}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="agree" type="primary" onClick={onAgree}>
          我已阅读并同意
        </Button>,
      ]}
    >
      <Typography.Text type="secondary">版本 {agreement.version}</Typography.Text>
      {/* A scrolling region must take the focus, so a keyboard can scroll it (axe scrollable-region-focusable). */}
      <div className="register-agreement" tabIndex={0} role="region" aria-label={`${agreement.title}全文`}>
        {agreement.paragraphs.map((paragraph, index) => (
          <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
        ))}
      </div>
    </Modal>
  );
}
