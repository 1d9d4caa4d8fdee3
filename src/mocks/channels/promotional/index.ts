import type { GatewayRoute } from '../../gateway';
import { promotionalHandlers } from './handlers/promotional';

/** The promotional channel (特惠团) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...promotionalHandlers];
