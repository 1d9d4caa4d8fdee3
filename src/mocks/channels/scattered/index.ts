import type { GatewayRoute } from '../../gateway';
import { scatteredHandlers } from './handlers/scattered';

/** The scattered channel (散客) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...scatteredHandlers];
