import type { GatewayRoute } from '../../gateway';
import { charterHandlers } from './handlers/charter';

/** The charter channel (包机) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...charterHandlers];
