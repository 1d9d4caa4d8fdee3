import { regularFlow } from './flow';
import { SeriesConfirmPage } from './series-confirm';

export const loader = regularFlow.loader('confirm');

/** /agent/due/series/regular-group/confirm: the chosen departures verified, the group's details → the series booked. */
export default function RegularConfirmPage() {
  return <SeriesConfirmPage type="REGULAR" />;
}
