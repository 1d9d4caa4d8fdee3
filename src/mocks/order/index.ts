import { defineModule } from '../module-entry';
import type { OrderSlice } from './rules/order-records';
import { orderHandlers, personalOrderHandlers } from './handlers/order';

/** The order core as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<OrderSlice>({
  name: 'order',
  routes: [...orderHandlers, ...personalOrderHandlers],
  persisted: {
    orders: { recordId: 'orderNo' },
    orderSequences: 'whole',
  },
});
