import { defineModule } from '../module-entry';
import type { PaymentSlice } from './rules/payment-records';
import { paymentHandlers } from './handlers/payment';
import { moneyHandlers } from './handlers/money';

/** The payment and prepaid module as the assembly sees it (src/mocks/modules.ts lists every module's entry). */
export default defineModule<PaymentSlice>({
  name: 'payment',
  routes: [...paymentHandlers, ...moneyHandlers],
  persisted: {
    payments: { recordId: 'paymentNo' },
    paymentRefunds: { recordId: 'refundNo' },
    prepaidAccounts: { recordId: 'ownerAccountId' },
    transactions: { recordId: 'transactionNo' },
    topUps: { recordId: 'applicationNo' },
    pointMovements: { recordId: 'movementNo' },
    rewardCredits: { recordId: 'creditId' },
    retroOrders: { recordId: 'retroNo' },
    moneySequences: 'whole',
  },
});
