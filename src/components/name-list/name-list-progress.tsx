import { Typography } from 'antd';
import { formatDateTime, formatTimeLeft } from '@/domain/format';
import { useGatewayNow } from '@/lib/clock';

/**
 * How far a name list is: '已录入 143/200 · 名单截止 2天4小时', live on the portal's (gateway's) clock
 * like <Countdown>: the deadline red within 24 hours while names are missing, '名单已截止' once passed,
 * the exact deadline in the title.
 *
 * Props:
 *   named         passengers named so far (seat holders, as the order counts them)
 *   total         seats to name (the group count)
 *   nameDeadline  ISO date-time by which every name must be in (optional: no countdown without it)
 *   infants       optional { named, total } for the booked infants, shown as '· 婴儿 1/2'
 */
export interface NameListProgressProps {
  named: number;
  total: number;
  nameDeadline?: string;
  infants?: { named: number; total: number };
}

const URGENT_MS = 24 * 60 * 60_000;

export function NameListProgress({ named, total, nameDeadline, infants }: NameListProgressProps) {
  const now = useGatewayNow();
  const complete = named >= total && (!infants || infants.named >= infants.total);
  const deadlineMs = nameDeadline ? Date.parse(nameDeadline) : NaN;
  const left = deadlineMs - now;
  const deadlineText = Number.isFinite(left) ? (left > 0 ? `名单截止 ${formatTimeLeft(deadlineMs, now)}` : '名单已截止') : null;
  const urgent = !complete && Number.isFinite(left) && left < URGENT_MS;
  return (
    <Typography.Text
      className="name-list-progress"
      type={complete ? 'success' : urgent ? 'danger' : undefined}
      title={nameDeadline ? `名单截止时间 ${formatDateTime(nameDeadline)}` : undefined}
    >
      {`已录入 ${named}/${total}`}
      {infants && infants.total > 0 ? ` · 婴儿 ${infants.named}/${infants.total}` : ''}
      {deadlineText ? ` · ${deadlineText}` : ''}
    </Typography.Text>
  );
}
