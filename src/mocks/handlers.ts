import { accountHandlers } from './session/handlers/account';
import { ancillaryHandlers } from './ancillary/handlers/ancillary';
import { auctionHandlers } from './channels/bidding/handlers/auction';
import { agencyHandlers } from './session/handlers/agency';
import { bookingHandlers } from './channels/temporary/handlers/booking';
import { bulletinHandlers } from './session/handlers/bulletin';
import { documentHandlers } from './documents/handlers/document';
import { moneyHandlers } from './payment/handlers/money';
import { orderHandlers, personalOrderHandlers } from './order/handlers/order';
import { paymentHandlers } from './payment/handlers/payment';
import { promotionalHandlers } from './channels/promotional/handlers/promotional';
import { charterHandlers } from './channels/charter/handlers/charter';
import { seriesHandlers } from './channels/series/handlers/series';
import { scatteredHandlers } from './channels/scattered/handlers/scattered';
import { refundHandlers } from './refund/handlers/refund';
import { regularPassengerHandlers } from './session/handlers/regular-passenger';
import { todoHandlers } from './session/handlers/todo';
import { scheduleChangeHandlers } from './schedule-change/handlers/schedule-change';
import { searchHandlers } from './documents/handlers/search';
import { presenceHandlers } from './session/handlers/presence';
import { gatewayHandler } from './gateway';

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
