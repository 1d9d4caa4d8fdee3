import * as session from './session';
import * as order from './order';
import * as payment from './payment';
import * as refund from './refund';
import * as scheduleChange from './schedule-change';
import * as ancillary from './ancillary';
import * as temporary from './channels/temporary';
import * as series from './channels/series';
import * as charter from './channels/charter';
import * as promotional from './channels/promotional';
import * as scattered from './channels/scattered';
import * as bidding from './channels/bidding';
import * as documents from './documents';

/**
 * The simulator's modules that answer calls, each by its entry (src/mocks/<module>/index.ts): a new module or
 * channel adds its entry here, and touches no other file on the handlers' side. The catalogue and the due list
 * answer no call of their own.
 */
export const MODULES = [
  session,
  order,
  payment,
  refund,
  scheduleChange,
  ancillary,
  temporary,
  series,
  charter,
  promotional,
  scattered,
  bidding,
  documents,
];
