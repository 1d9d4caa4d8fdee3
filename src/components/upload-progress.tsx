import { Progress, Space, Typography } from 'antd';
import type { UploadProgress } from '@/lib/gateway';

/**
 * How far an upload has got (the picture is most of the body): a bar with the percent the browser
 * reports, or the bytes sent when it cannot say the total. `subject` names the picture: '凭证'.
 */
export function UploadProgressLine({ progress, subject }: { progress: UploadProgress | null; subject: string }) {
  if (!progress) return null;
  const { percent, loaded } = progress;
  const done = percent === 100;
  const text =
    percent === undefined
      ? `已上传 ${Math.round(loaded / 1024)} KB`
      : done
        ? `${subject}已上传，等待受理…`
        : `正在上传${subject}… ${percent}%`;
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }} role="status">
      <Typography.Text type="secondary">{text}</Typography.Text>
      {percent !== undefined && (
        <Progress percent={percent} size="small" aria-label={`${subject}上传进度`} status={done ? 'success' : 'active'} />
      )}
    </Space>
  );
}
