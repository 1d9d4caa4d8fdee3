import { defineModule } from '../../module-entry';
import type { PromotionalSlice } from './rules/promotional-records';
import { promotionalHandlers } from './handlers/promotional';

/** The promotional channel (特惠团) as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<PromotionalSlice>({
  name: 'channels/promotional',
  routes: [...promotionalHandlers],
  persisted: {
    promoOffers: { recordId: 'offerNo' },
  },
});
