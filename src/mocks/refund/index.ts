import { defineModule } from '../module-entry';
import type { RefundSlice } from './rules/refund-records';
import { refundHandlers } from './handlers/refund';
import { refundAllTickets, seedRefundApplications } from './seed/refunds';

/** The refund module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<RefundSlice>({
  name: 'refund',
  routes: [...refundHandlers],
  persisted: {
    refunds: { recordId: 'refundId' },
    refundFiles: { recordId: 'fileId' },
  },
  // A REFUND plan's order refunded whole at its turn, and the applications still in review once the orders are made.
  orderSeed: () => ({ refundAll: refundAllTickets, refundApplications: seedRefundApplications }),
});
