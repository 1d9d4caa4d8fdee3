import type { GatewayRoute } from '../../gateway';
import { auctionHandlers } from './handlers/auction';

/** The bidding channel (团队竞价) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...auctionHandlers];
