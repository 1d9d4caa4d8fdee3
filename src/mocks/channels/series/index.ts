import type { GatewayRoute } from '../../gateway';
import { seriesHandlers } from './handlers/series';

/** The series channel (系列团) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...seriesHandlers];
