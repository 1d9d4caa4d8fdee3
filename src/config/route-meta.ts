/**
 * The shape of a route entry and of a feature's manifest: plain types and data, importing nothing, so that a
 * feature's manifest (features/<x>/manifest.ts) can be read by config/ without a cycle back through the table.
 */

/** The two areas of signed-in users (spec §6): AGENT accounts use /agent, everyone else /normal. */
export type UserArea = 'agent' | 'normal';

/** The path each area's branch of the route tree sits under. */
export const AREA_PATHS = { agent: '/agent', normal: '/normal' } as const satisfies Record<UserArea, string>;

/**
 * A route of the portal: path, page title and the function code that guards it. `Code` is the function
 * codes' union (config/auth-codes.ts's `AuthCode`), left open here because that union is made from the
 * manifests that use this type.
 */
export interface RouteEntry<Code extends string = string> {
  path: string;
  title: string;
  /** Function code the user needs; absent = any logged-in user of the area. */
  authCode?: Code;
  /** Which area's users may open it; 'any' = both areas, 'public' = no login needed. */
  area: 'public' | UserArea | 'any';
  /**
   * A public page for visitors without a session (the login page): it sits under the session root,
   * whose loader sends a signed-in user on to the return target or their area's home.
   */
  guestOnly?: true;
  /**
   * 'bare': a screen both areas share shown without the portal's menu and header (the stand-alone
   * cashier that outside pages link into). It keeps the session guard and its authCode.
   */
  layout?: 'bare';
}

/**
 * What a feature declares for the layers below it, as plain data (no React, no screen): its routes, the
 * function codes its routes and buttons name, and the query-key roots of the entities it caches. Its
 * screens are bound to the routes apart, in the feature's `screens.ts`, which only the app reads.
 */
export interface FeatureManifest {
  /** The feature's folder under src/features. */
  feature: string;
  auth?: Readonly<Record<string, string>>;
  keyRoots?: Readonly<Record<string, string>>;
  routes?: Readonly<Record<string, RouteEntry>>;
}

/** The parts of a manifest the shared tables are made from. */
export type ManifestPart = 'auth' | 'keyRoots' | 'routes';

/** One part of every manifest of a list, as one object type: each feature's entries, in the list's order. */
export type MergedPart<Features extends readonly FeatureManifest[], Part extends ManifestPart> = Features extends readonly [
  infer First,
  ...infer Rest extends readonly FeatureManifest[],
]
  ? (First extends { readonly [P in Part]: infer Entries } ? Entries : unknown) & MergedPart<Rest, Part>
  : unknown;

/**
 * One part of every manifest (the routes, the function codes or the key roots) as one object, in the list's
 * order. A key two features declare is refused: the second would silently take the first one's place.
 */
export function mergeManifests<const Features extends readonly FeatureManifest[], Part extends ManifestPart>(
  features: Features,
  part: Part,
): MergedPart<Features, Part> {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const manifest of features) {
    for (const [key, value] of Object.entries(manifest[part] ?? {})) {
      if (Object.hasOwn(merged, key)) throw new Error(`${part}.${key} is declared by both ${owner[key]} and ${manifest.feature}`);
      merged[key] = value;
      owner[key] = manifest.feature;
    }
  }
  return merged as MergedPart<Features, Part>;
}
