import { ROUTES } from '@/config/routes';
import { RECORD_NUMBER } from '@/lib/record-numbers';

/**
 * The change flow's state in the address (a reload or a return after a session expiry shows the same
 * choice): the order, the passengers and the segment, the new date, the flight and class chosen.
 *
 *   ?orderNo=SO300103&pax=SO300103-P001,SO300103-P002&seg=1&date=2026-12-02&flight=XY5103~Y
 */
export interface ChangeState {
  orderNo: string;
  passengerIds?: string[];
  segmentNo?: number;
  flightDate?: string;
  flightNo?: string;
  cabin?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHOICE = /^([A-Z0-9]{2}\d{1,4})~([A-Z])$/;

export function readChangeState(search: URLSearchParams): ChangeState | null {
  const orderNo = search.get('orderNo') ?? '';
  if (!RECORD_NUMBER.scatteredOrder.test(orderNo)) return null;
  const passengerIds = (search.get('pax') ?? '').split(',').filter((id) => id.startsWith(`${orderNo}-P`));
  const segmentNo = Number(search.get('seg'));
  const flightDate = search.get('date') ?? '';
  const choice = CHOICE.exec(search.get('flight') ?? '');
  return {
    orderNo,
    ...(passengerIds.length > 0 ? { passengerIds } : {}),
    ...(Number.isInteger(segmentNo) && segmentNo > 0 ? { segmentNo } : {}),
    ...(DAY.test(flightDate) ? { flightDate } : {}),
    ...(choice ? { flightNo: choice[1]!, cabin: choice[2]! } : {}),
  };
}

export function changeSearch(state: ChangeState): string {
  const params = new URLSearchParams({ orderNo: state.orderNo });
  if (state.passengerIds?.length) params.set('pax', state.passengerIds.join(','));
  if (state.segmentNo) params.set('seg', String(state.segmentNo));
  if (state.flightDate) params.set('date', state.flightDate);
  if (state.flightNo && state.cabin) params.set('flight', `${state.flightNo}~${state.cabin}`);
  return `?${params.toString()}`;
}

export const changeHref = (state: ChangeState) => `${ROUTES.scatteredChange.path}${changeSearch(state)}`;
