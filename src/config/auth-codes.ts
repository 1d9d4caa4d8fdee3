import * as features from './features';

/**
 * Function codes (authCode) of the function menu tree. The gateway sends the tree; the route table
 * and permission-guarded buttons name codes from here, and the simulator seeds its trees with them.
 * A feature declares the codes of its screens and buttons in its manifest (features/<x>/manifest.ts).
 */
export const AUTH = {
  // the homes (menu entries without a screen of their own)
  AGENT_HOME: 'AGENT_HOME',
  NORMAL_HOME: 'NORMAL_HOME',
  ...features.bulletin.auth,
  ...features.payment.auth,
  ...features.todo.auth,
  ...features.series.auth,
  ...features.auction.auth,
  ...features.tempGroup.auth,
  ...features.promotional.auth,
  ...features.scattered.auth,
  ...features.charter.auth,
  ...features.order.auth,
  ...features.refund.auth,
  ...features.passenger.auth,
  ...features.staff.auth,
  ...features.subAccount.auth,
  ...features.role.auth,
  ...features.itinerary.auth,
  ...features.report.auth,
  ...features.money.auth,
  ...features.booking.auth,
} as const;

export type AuthCode = (typeof AUTH)[keyof typeof AUTH];
