/**
 * The query-key root of every entity the portal caches, in one place: a feature's lists, details and
 * tabs sit under their entity's root (`[root, 'list', params]`, `[root, 'detail', id]`), and a write that
 * changes another feature's entity invalidates that entity's root from here, never a repeated literal.
 * A team refund, for instance, changes the order's tickets and the refund list together.
 */
export const KEY_ROOTS = {
  order: 'order',
  personalOrder: 'personalOrder',
  teamRefund: 'teamRefund',
  promotional: 'promotional',
  charter: 'charter',
  series: 'series',
  auction: 'auction',
  bidOrder: 'bidOrder',
  tempGroup: 'tempGroup',
  scattered: 'scattered',
  scatteredOrder: 'scatteredOrder',
  scatteredRefund: 'scatteredRefund',
  payment: 'payment',
  prepaid: 'prepaid',
  topUp: 'topUp',
  transaction: 'transaction',
  reward: 'reward',
  point: 'point',
  retroactive: 'retroactive',
  registration: 'registration',
  staff: 'staff',
  organisation: 'organisation',
  deregistration: 'deregistration',
  report: 'report',
  bulletin: 'bulletin',
  flightChangeNotice: 'flightChangeNotice',
  itinerary: 'itinerary',
  itineraryTicket: 'itineraryTicket',
  role: 'role',
  subAccount: 'subAccount',
} as const;

export type KeyRoot = (typeof KEY_ROOTS)[keyof typeof KEY_ROOTS];

/** Everything cached of an entity: what a write that changes it invalidates. */
export const rootKey = (root: keyof typeof KEY_ROOTS) => [KEY_ROOTS[root]] as const;
