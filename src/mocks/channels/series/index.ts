import { defineModule } from '../../module-entry';
import type { SeriesSlice } from './rules/series-records';
import { seriesHandlers } from './handlers/series';

/** The series channel (系列团) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<SeriesSlice>({
  name: 'channels/series',
  routes: [...seriesHandlers],
  persisted: {
    series: { recordId: 'seriesNo' },
  },
});
