import { accountHandlers } from './account';
import { ancillaryHandlers } from './ancillary';
import { auctionHandlers } from './auction';
import { agencyHandlers } from './agency';
import { bookingHandlers } from './booking';
import { bulletinHandlers } from './bulletin';
import { documentHandlers } from './document';
import { moneyHandlers } from './money';
import { orderHandlers, personalOrderHandlers } from './order';
import { paymentHandlers } from './payment';
import { promotionalHandlers } from './promotional';
import { charterHandlers } from './charter';
import { seriesHandlers } from './series';
import { scatteredHandlers } from './scattered';
import { refundHandlers } from './refund';
import { regularPassengerHandlers } from './regular-passenger';
import { todoHandlers } from './todo';
import { scheduleChangeHandlers } from './schedule-change';
import { searchHandlers } from './search';
import { presenceHandlers } from './presence';
import { gatewayHandler } from '../gateway';

/** Every gateway call the simulator answers: the MSW handler serves them, and so does the HTTP gateway (src/mocks/http-gateway). */
export const routes = [
  ...accountHandlers,
  ...bulletinHandlers,
  ...bookingHandlers,
  ...promotionalHandlers,
  ...charterHandlers,
  ...seriesHandlers,
  ...auctionHandlers,
  ...scatteredHandlers,
  ...regularPassengerHandlers,
  ...orderHandlers,
  ...personalOrderHandlers,
  ...refundHandlers,
  ...ancillaryHandlers,
  ...paymentHandlers,
  ...moneyHandlers,
  ...agencyHandlers,
  ...documentHandlers,
  ...todoHandlers,
  ...scheduleChangeHandlers,
  ...searchHandlers,
  ...presenceHandlers,
];

/** The routes as one MSW handler; used by the browser worker, vitest and the e2e build alike. */
export const handlers = [gatewayHandler(routes)];
