import * as features from '@/config/features';

/**
 * The query-key root of every entity the portal caches, in one place: a feature's lists, details and
 * tabs sit under their entity's root (`[root, 'list', params]`, `[root, 'detail', id]`), and a write that
 * changes another feature's entity invalidates that entity's root from here, never a repeated literal.
 * A team refund, for instance, changes the order's tickets and the refund list together.
 */
export const KEY_ROOTS = {
  ...features.registration.keyRoots,
  ...features.bulletin.keyRoots,
  ...features.payment.keyRoots,
  ...features.series.keyRoots,
  ...features.auction.keyRoots,
  ...features.tempGroup.keyRoots,
  ...features.promotional.keyRoots,
  ...features.scattered.keyRoots,
  ...features.charter.keyRoots,
  ...features.order.keyRoots,
  ...features.refund.keyRoots,
  ...features.staff.keyRoots,
  ...features.subAccount.keyRoots,
  ...features.role.keyRoots,
  ...features.itinerary.keyRoots,
  ...features.report.keyRoots,
  ...features.money.keyRoots,
} as const;

export type KeyRoot = (typeof KEY_ROOTS)[keyof typeof KEY_ROOTS];

/** Everything cached of an entity: what a write that changes it invalidates. */
export const rootKey = (root: keyof typeof KEY_ROOTS) => [KEY_ROOTS[root]] as const;
