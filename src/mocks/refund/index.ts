import type { GatewayRoute } from '../gateway';
import { refundHandlers } from './handlers/refund';

/** The refund module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...refundHandlers];
