import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { beijingTime } from '@/domain/format';
import { gatewayNow } from './clock';

/**
 * Dates of the signed-in portal: dayjs in Chinese, "now" from the gateway's clock. Kept apart from
 * lib/clock.ts so that /login, which shows no date, does not load dayjs (≈3 KB gzip). The signed-in
 * layout imports this module, so its locale is set before any screen renders a date picker.
 */
dayjs.locale('zh-cn');

/**
 * The gateway's time now as a dayjs (for date pickers, "today", ranges): Beijing's wall time — its
 * year, day and hour are Beijing's whatever the computer's zone, as a date picker's days are Beijing's
 * dates. A wall time, not the instant: compare it with dates, never with an instant's milliseconds.
 */
export function gatewayDayjs(): Dayjs {
  return dayjs(beijingTime(gatewayNow())!.format('YYYY-MM-DDTHH:mm:ss.SSS'));
}
