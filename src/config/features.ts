/**
 * Every feature's manifest (features/<x>/manifest.ts): its routes, function codes and query-key roots as plain
 * data. The route table, the function codes and the key roots are made from these.
 */
export { manifest as account } from '@/features/account/manifest';
export { manifest as registration } from '@/features/registration/manifest';
export { manifest as bulletin } from '@/features/bulletin/manifest';
export { manifest as payment } from '@/features/payment/manifest';
export { manifest as todo } from '@/features/todo/manifest';
export { manifest as series } from '@/features/series/manifest';
export { manifest as auction } from '@/features/auction/manifest';
export { manifest as tempGroup } from '@/features/temp-group/manifest';
export { manifest as promotional } from '@/features/promotional/manifest';
export { manifest as scattered } from '@/features/scattered/manifest';
export { manifest as charter } from '@/features/charter/manifest';
export { manifest as order } from '@/features/order/manifest';
export { manifest as refund } from '@/features/refund/manifest';
export { manifest as passenger } from '@/features/passenger/manifest';
export { manifest as staff } from '@/features/staff/manifest';
export { manifest as subAccount } from '@/features/sub-account/manifest';
export { manifest as role } from '@/features/role/manifest';
export { manifest as itinerary } from '@/features/itinerary/manifest';
export { manifest as report } from '@/features/report/manifest';
export { manifest as money } from '@/features/money/manifest';
export { manifest as booking } from '@/features/booking/manifest';
