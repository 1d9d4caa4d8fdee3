import type { GatewayRoute } from '../../gateway';
import { bookingHandlers } from './handlers/booking';

/** The temporary group channel (临时团) as the assembly sees it: the calls it answers (src/mocks/handlers.ts lists every module's). */
export const routes: readonly GatewayRoute[] = [...bookingHandlers];
