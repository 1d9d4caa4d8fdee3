import { gatewayHandler } from './gateway';
import { MODULES } from './modules';

/** Every gateway call the simulator answers: the MSW handler serves them, and so does the HTTP gateway (src/mocks/http-gateway). */
export const routes = MODULES.flatMap((module) => module.routes ?? []);

/** The routes as one MSW handler; used by the browser worker, vitest and the e2e build alike. */
export const handlers = [gatewayHandler(routes)];
