import type { GatewayRoute } from '../gateway';
import { accountHandlers } from './handlers/account';
import { agencyHandlers } from './handlers/agency';
import { bulletinHandlers } from './handlers/bulletin';
import { presenceHandlers } from './handlers/presence';
import { regularPassengerHandlers } from './handlers/regular-passenger';
import { todoHandlers } from './handlers/todo';

/** The session and agency module as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [
  ...accountHandlers,
  ...agencyHandlers,
  ...bulletinHandlers,
  ...presenceHandlers,
  ...regularPassengerHandlers,
  ...todoHandlers,
];
