import { DUE_FIGURES } from '@/domain/due';
import { formatDateTime, formatTimeLeft } from '@/domain/format';
import { gatewayNow as gatewayNowAtRender, useGatewayNow } from '@/lib/clock';
import './text-tones.css';

const URGENT_MS = DUE_FIGURES.urgentMs;
/** Seconds show only in the last hour (formatTimeLeft): before it the text changes by the minute. */
const SECONDS_SHOWN_MS = 60 * 60_000;

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
  const deadlineMs = deadline ? Date.parse(deadline) : NaN;
  // A tick a second in the last hour, every 10 s before it (a moved clock shows at once either way).
  const now = useGatewayNow(deadlineMs - gatewayNowAtRender() < SECONDS_SHOWN_MS + 10_000 ? 1000 : 10_000);
  if (!deadline) return null;
  const left = deadlineMs - now;
  const text = formatTimeLeft(deadlineMs, now);
  // Plain text in the theme's colours, not antd's Typography: a list of 20 countdowns measured each
  // Typography's size on mount (a ResizeObserver each), most of the due list's first render.
  const tone = left <= 0 ? ' text-description' : left < URGENT_MS ? ' text-danger' : '';
  return (
    <span title={`截止时间 ${formatDateTime(deadline)}`} className={`countdown${tone}`}>
      {left > 0 ? `${prefix} ${text}` : (passed ?? text)}
    </span>
  );
}
