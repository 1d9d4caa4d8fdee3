import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';

/** Navigation state that carries a message to the screen it leads to. */
export interface BookingNoticeState {
  bookingNotice?: string;
}

/** The message a refused booking left for this screen (e.g. "sold out, choose again"), if any. */
export function BookingNotice() {
  const state = useLocation().state as BookingNoticeState | null;
  if (!state?.bookingNotice) return null;
  return <Alert type="warning" showIcon title="请重新选择" description={state.bookingNotice} style={{ marginBottom: 16 }} />;
}
