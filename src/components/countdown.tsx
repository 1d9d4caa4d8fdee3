import { Typography } from 'antd';
import { DUE_FIGURES } from '@/domain/due';
import { formatDateTime, formatTimeLeft } from '@/domain/format';
import { useGatewayNow } from '@/lib/clock';

const URGENT_MS = DUE_FIGURES.urgentMs;

/**
 * A live countdown to a gateway deadline on the portal's clock (the gateway's): '剩 2天4小时',
 * red within 2 hours, '已截止' once passed. The deadline itself is in the title for the exact time.
 */
export function Countdown({
  deadline,
  prefix = '剩',
  passed,
}: {
  deadline: string | undefined;
  prefix?: string;
  /** What to say once the moment has come, when it is not a deadline missed ('已开售' for a sale start). */
  passed?: string;
}) {
  const now = useGatewayNow();
  if (!deadline) return null;
  const deadlineMs = Date.parse(deadline);
  const left = deadlineMs - now;
  const text = formatTimeLeft(deadlineMs, now);
  return (
    <Typography.Text
      type={left <= 0 ? 'secondary' : left < URGENT_MS ? 'danger' : undefined}
      title={`截止时间 ${formatDateTime(deadline)}`}
      className="countdown"
    >
      {left > 0 ? `${prefix} ${text}` : (passed ?? text)}
    </Typography.Text>
  );
}
