import { inFolder } from './route-meta';
import { manifest as account } from '@/features/account/manifest';
import { manifest as registration } from '@/features/registration/manifest';
import { manifest as bulletin } from '@/features/bulletin/manifest';
import { manifest as payment } from '@/features/payment/manifest';
import { manifest as todo } from '@/features/todo/manifest';
import { manifest as series } from '@/features/series/manifest';
import { manifest as auction } from '@/features/auction/manifest';
import { manifest as tempGroup } from '@/features/temp-group/manifest';
import { manifest as promotional } from '@/features/promotional/manifest';
import { manifest as scattered } from '@/features/scattered/manifest';
import { manifest as charter } from '@/features/charter/manifest';
import { manifest as order } from '@/features/order/manifest';
import { manifest as refund } from '@/features/refund/manifest';
import { manifest as passenger } from '@/features/passenger/manifest';
import { manifest as staff } from '@/features/staff/manifest';
import { manifest as subAccount } from '@/features/sub-account/manifest';
import { manifest as role } from '@/features/role/manifest';
import { manifest as itinerary } from '@/features/itinerary/manifest';
import { manifest as report } from '@/features/report/manifest';
import { manifest as money } from '@/features/money/manifest';
import { manifest as booking } from '@/features/booking/manifest';

/**
 * The portal's features, each by its manifest (features/<x>/manifest.ts): its routes with the page of each, the
 * function codes of its screens and buttons, the query-key roots of what it caches, as plain data. The route table
 * (config/routes.ts), the function codes (config/auth-codes.ts), the key roots (lib/query-keys.ts) and the screen
 * map (app/screens.ts, the pages the routes name) are made from this list: a new feature adds its manifest here, and edits none of
 * those four files. The order is the route table's (the breadcrumbs and a menu entry take a code's
 * first route); a key declared by two features is refused when the table is made.
 */
export const FEATURES = [
  inFolder('account', account),
  inFolder('registration', registration),
  inFolder('bulletin', bulletin),
  inFolder('payment', payment),
  inFolder('todo', todo),
  inFolder('series', series),
  inFolder('auction', auction),
  inFolder('temp-group', tempGroup),
  inFolder('promotional', promotional),
  inFolder('scattered', scattered),
  inFolder('charter', charter),
  inFolder('order', order),
  inFolder('refund', refund),
  inFolder('passenger', passenger),
  inFolder('staff', staff),
  inFolder('sub-account', subAccount),
  inFolder('role', role),
  inFolder('itinerary', itinerary),
  inFolder('report', report),
  inFolder('money', money),
  inFolder('booking', booking),
] as const;
