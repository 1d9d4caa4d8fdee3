import { defineModule } from '../../module-entry';
import type { ScatteredSlice } from './rules/scattered-records';
import { scatteredHandlers } from './handlers/scattered';

/** The scattered channel (散客) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<ScatteredSlice>({
  name: 'channels/scattered',
  routes: [...scatteredHandlers],
  persisted: {
    scatteredPnrs: { recordId: 'pnr' },
  },
});
