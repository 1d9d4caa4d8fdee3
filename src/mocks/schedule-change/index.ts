import type { GatewayRoute } from '../gateway';
import { scheduleChangeHandlers } from './handlers/schedule-change';

/** The schedule change module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...scheduleChangeHandlers];
