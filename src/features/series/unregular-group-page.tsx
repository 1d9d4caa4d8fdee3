import { unregularFlow } from './flow';
import { SeriesSearchPage } from './series-search';

export const loader = unregularFlow.loader('departures');

/** /agent/due/series/unregular-group: 不定期系列团 — chosen dates → its departures. */
export default function UnregularGroupPage() {
  return <SeriesSearchPage type="UNREGULAR" />;
}
