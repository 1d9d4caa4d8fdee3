import { accountHandlers } from './account';
import { bulletinHandlers } from './bulletin';

/** Every gateway call the simulator answers; used by the browser worker, vitest and the e2e build alike. */
export const handlers = [...accountHandlers, ...bulletinHandlers];
