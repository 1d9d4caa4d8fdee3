import type { GatewayRoute } from '../gateway';
import { paymentHandlers } from './handlers/payment';
import { moneyHandlers } from './handlers/money';

/** The payment and prepaid module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...paymentHandlers, ...moneyHandlers];
