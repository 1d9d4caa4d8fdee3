import { unregularFlow } from './flow';
import { SeriesConfirmPage } from './series-confirm';

export const loader = unregularFlow.loader('confirm');

/** /agent/due/series/unregular-group/confirm: the chosen departures verified, the group's details → the series booked. */
export default function UnregularConfirmPage() {
  return <SeriesConfirmPage type="UNREGULAR" />;
}
