import type { GatewayRoute } from '../gateway';
import { documentHandlers } from './handlers/document';
import { searchHandlers } from './handlers/search';

/** The documents and reports module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...documentHandlers, ...searchHandlers];
