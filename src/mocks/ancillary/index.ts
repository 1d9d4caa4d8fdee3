import { defineModule } from '../module-entry';
import type { AncillarySlice } from './rules/ancillary-records';
import { ancillaryHandlers } from './handlers/ancillary';

/** The ancillary module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<AncillarySlice>({
  name: 'ancillary',
  routes: [...ancillaryHandlers],
  persisted: {
    ancillaryOrders: { recordId: 'ancilOrderNo' },
  },
});
