import { regularFlow } from './flow';
import { SeriesSearchPage } from './series-search';

export const loader = regularFlow.loader('departures');

/** /agent/due/series/regular-group: 定期系列团 — a weekly pattern over a date range → its departures. */
export default function RegularGroupPage() {
  return <SeriesSearchPage type="REGULAR" />;
}
