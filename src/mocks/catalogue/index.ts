import { defineModule } from '../module-entry';
import type { CatalogueSlice } from './rules/catalogue-records';

/** The catalogue and inventory module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<CatalogueSlice>({
  name: 'catalogue',
  persisted: {
    flights: 'whole',
    seatInventory: 'whole',
  },
});
