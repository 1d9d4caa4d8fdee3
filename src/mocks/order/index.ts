import type { GatewayRoute } from '../gateway';
import { orderHandlers, personalOrderHandlers } from './handlers/order';

/** The order core as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...orderHandlers, ...personalOrderHandlers];
