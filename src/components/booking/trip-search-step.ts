import { Form } from 'antd';
import type { BookingState } from '@/lib/booking-search';
import { useFormDraft } from '@/lib/drafts';
import { useFlowStep, useFormFromAddress, type Flow } from '@/lib/flow-kit';
import type { PassengerCounts } from '@/lib/gateway';
import { itineraryValues, toTripSearch, type ItineraryValues } from './itinerary-fields';
import type { CountValues } from './passenger-count-fields';

export type TripSearchValues = ItineraryValues & CountValues;

/** The passenger counts a count form holds, a blank count as none. */
export const countsOf = (values: CountValues): PassengerCounts => ({
  adultCount: values.adultCount ?? 0,
  childCount: values.childCount ?? 0,
  infantCount: values.infantCount ?? 0,
});

/**
 * The search step of an individual booking journey (机票预订, 散客): the itinerary and the counts in a
 * form with its draft, the search in the address put back into it (`follow`: again whenever the address
 * changes), and the search moving to `next` with them.
 */
export function useTripSearchStep<S extends BookingState, K extends string>(
  flow: Flow<S, K>,
  step: K,
  next: K,
  options: { draft: string; follow: boolean },
) {
  const { state, go } = useFlowStep<S, object, K>(flow, step);
  const [form] = Form.useForm<TripSearchValues>();
  const draft = useFormDraft(form, options.draft);
  useFormFromAddress(form, state && { ...itineraryValues(state.trip), ...state.counts }, { follow: options.follow });
  // A new search is a new state: what was chosen after the last one does not carry over.
  const onFinish = (values: TripSearchValues) => go(next, { trip: toTripSearch(values), counts: countsOf(values) } as S);
  return { state, go, form, draft, onFinish };
}
