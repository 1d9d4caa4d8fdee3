import { readCounts } from '@/lib/booking-search';
import { defineFlow, flowStep } from '@/lib/flow-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import type { PassengerCounts } from '@/lib/gateway';
import { promoFlightsQuery, promoOffer, promoQuoteQuery, type PromoQuoteRequest } from './api';

/**
 * 特惠团 in the address: `?offer=PO000101&date=2026-12-13&flight=XY5031&adt=20&chd=0&inf=0` — the offer,
 * the travel date, the flight and the group by type, each step adding its part.
 */
export interface PromoState {
  offerNo: string;
  date?: string;
  flightNo?: string;
  counts?: PassengerCounts;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}$/;

export function readPromoState(search: URLSearchParams): PromoState | null {
  const offerNo = search.get('offer') ?? '';
  if (!RECORD_NUMBER.promoOffer.test(offerNo)) return null;
  const date = search.get('date') ?? '';
  const flightNo = search.get('flight') ?? '';
  const counts = readCounts(search);
  return {
    offerNo,
    ...(DAY.test(date) ? { date } : {}),
    ...(DAY.test(date) && FLIGHT_NO.test(flightNo) ? { flightNo } : {}),
    ...(counts ? { counts } : {}),
  };
}

export function promoSearch(state: PromoState): string {
  const params = new URLSearchParams({ offer: state.offerNo });
  if (state.date) params.set('date', state.date);
  if (state.date && state.flightNo) params.set('flight', state.flightNo);
  if (state.counts) {
    params.set('adt', String(state.counts.adultCount));
    params.set('chd', String(state.counts.childCount));
    params.set('inf', String(state.counts.infantCount));
  }
  return `?${params.toString()}`;
}

export type PromoStep = 'offers' | 'date' | 'flight' | 'confirm';

export interface DateNeeds {
  offerNo: string;
}
export interface FlightNeeds {
  offerNo: string;
  date: string;
}
export interface ConfirmNeeds {
  offerNo: string;
  date: string;
  flightNo: string;
  /** The quote's request once the group is given. */
  quote: PromoQuoteRequest | null;
}

/** The offers (the list kit's own address) → a travel date → a flight → the group, its price and details → a BOOKED team order. */
export const promoFlow = defineFlow<PromoState, PromoStep>({
  codec: { read: readPromoState, write: promoSearch },
  steps: {
    offers: flowStep({ route: 'promotional', label: '选择特惠产品', needs: () => ({}) }),
    date: flowStep({
      route: 'promoCheckDate',
      label: '选择出行日期',
      needs: (state: PromoState | null): DateNeeds | null => (state ? { offerNo: state.offerNo } : null),
      reads: ({ offerNo }) => [promoOffer.query(offerNo)],
      missing: { title: '请先选择特惠产品', action: '查看特惠产品', step: 'offers' },
    }),
    flight: flowStep({
      route: 'promoCheckAir',
      label: '选择航班',
      needs: (state: PromoState | null): FlightNeeds | null => (state?.date ? { offerNo: state.offerNo, date: state.date } : null),
      reads: ({ offerNo, date }) => [promoOffer.query(offerNo), promoFlightsQuery(offerNo, date)],
      missing: { title: '请先选择出行日期', action: '选择出行日期', step: 'date' },
    }),
    confirm: flowStep({
      route: 'promoConfirm',
      label: '填写团队信息',
      needs: (state: PromoState | null): ConfirmNeeds | null =>
        state?.date && state.flightNo
          ? {
              offerNo: state.offerNo,
              date: state.date,
              flightNo: state.flightNo,
              quote: state.counts ? { offerNo: state.offerNo, flightDate: state.date, flightNo: state.flightNo, ...state.counts } : null,
            }
          : null,
      reads: ({ offerNo, quote }) => [promoOffer.query(offerNo), ...(quote ? [promoQuoteQuery(quote)] : [])],
      missing: { title: '请先选择航班', action: '选择航班', step: 'flight' },
    }),
  },
  // Back to the offers: nothing of this offer's choice is kept (the list has its own address).
  keep: (state, step) => (step === 'offers' ? null : state),
});
