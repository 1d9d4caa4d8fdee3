import type { GatewayRoute } from '../gateway';
import { ancillaryHandlers } from './handlers/ancillary';

/** The ancillary module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...ancillaryHandlers];
