import { FEATURES } from './features';
import { mergeManifests } from './route-meta';

/**
 * Function codes (authCode) of the function menu tree. The gateway sends the tree; the route table
 * and permission-guarded buttons name codes from here, and the simulator seeds its trees with them.
 * A feature declares the codes of its screens and buttons in its manifest (features/<x>/manifest.ts).
 */
export const AUTH = {
  // the homes (menu entries without a screen of their own)
  AGENT_HOME: 'AGENT_HOME',
  NORMAL_HOME: 'NORMAL_HOME',
  // Each feature's, from its manifest.
  ...mergeManifests(FEATURES, 'auth'),
} as const;

export type AuthCode = (typeof AUTH)[keyof typeof AUTH];
