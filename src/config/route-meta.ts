/**
 * The shape of a route entry and of a feature's manifest: plain types and data, importing nothing, so that a
 * feature's manifest (features/<x>/manifest.ts) can be read by config/ without a cycle back through the table.
 */

/** The two areas of signed-in users (spec §6): AGENT accounts use /agent, everyone else /normal. */
export type UserArea = 'agent' | 'normal';

/** The path each area's branch of the route tree sits under. */
export const AREA_PATHS = { agent: '/agent', normal: '/normal' } as const satisfies Record<UserArea, string>;

/** Who may open a route: one area's users, both areas' ('any'), or anyone without a session ('public'). */
export type RouteArea = 'public' | UserArea | 'any';

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
  area: RouteArea;
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
 * A route as it is declared: its area is said by its path under /agent or /normal and written only for the
 * routes outside them ('public' or 'any'); `placeRoutes` fills it in when the table is made.
 */
export type DeclaredRoute<Code extends string = string> = Omit<RouteEntry<Code>, 'area'> & { area?: Exclude<RouteArea, UserArea> };

/**
 * A feature's route: the route and its screen, the name of its page module under src/features/<feature>/ (without
 * `.tsx`), which app/screens.ts binds to the route as a chunk of its own.
 */
export type FeatureRoute = DeclaredRoute & { screen: string };

/** The area a path says: the area whose branch it sits under, else none. */
type AreaOfPath<Path extends string> = {
  [Area in UserArea]: Path extends (typeof AREA_PATHS)[Area] | `${(typeof AREA_PATHS)[Area]}/${string}` ? Area : never;
}[UserArea];

/** A declared route with its area: its own where it says one, else its path's. */
export type Placed<Route> = Route extends { readonly area: RouteArea }
  ? Route
  : Route extends { readonly path: infer Path extends string }
    ? Route & { readonly area: AreaOfPath<Path> }
    : never;

function pathArea(path: string): UserArea | undefined {
  return (Object.keys(AREA_PATHS) as UserArea[]).find((area) => path === AREA_PATHS[area] || path.startsWith(`${AREA_PATHS[area]}/`));
}

/**
 * The area of a declared route, the one place it is decided: under /agent or /normal its path's, elsewhere its
 * own. A route under an area's path that names an area too, or one elsewhere that names none or a user area, is
 * refused: the router places a route by its area, and a path and an area that disagree would put the page out of
 * its reach.
 */
export function routeArea(key: string, route: { readonly path: string; readonly area?: RouteArea }): RouteArea {
  const said = pathArea(route.path);
  if (said && route.area) throw new Error(`route ${key}: ${route.path} is in the ${said} area by its path; it cannot be '${route.area}'`);
  if (said) return said;
  if (route.area === 'public' || route.area === 'any') return route.area;
  throw new Error(`route ${key}: ${route.path} is under neither area's path, so it names its area ('public' or 'any')`);
}

/** Routes as the table holds them: each with its area (`routeArea`), in their order. */
export function placeRoutes<const Routes extends Readonly<Record<string, DeclaredRoute>>>(
  routes: Routes,
): { readonly [Key in keyof Routes]: Placed<Routes[Key]> } {
  const placed: Record<string, RouteEntry> = {};
  for (const [key, route] of Object.entries(routes)) placed[key] = { ...route, area: routeArea(key, route) };
  return placed as { readonly [Key in keyof Routes]: Placed<Routes[Key]> };
}

/**
 * What a feature declares for the layers below it, as plain data (no React, no import of a screen): its routes
 * with the name of each one's screen module, the function codes its routes and buttons name, and the query-key
 * roots of the entities it caches (each root is its own key in KEY_ROOTS).
 */
export interface FeatureManifest {
  /** The feature's folder under src/features. */
  feature: string;
  auth?: Readonly<Record<string, string>>;
  keyRoots?: readonly string[];
  routes?: Readonly<Record<string, FeatureRoute>>;
}

/**
 * What a feature's manifest.ts declares: its manifest but its folder, which config/features.ts gives it as it lists
 * it (`inFolder`), beside the manifest's import: the manifest itself does not name the folder it sits in.
 */
export type FeatureDeclaration = Omit<FeatureManifest, 'feature'>;

/** A feature's manifest from its declaration and its folder under src/features. */
export function inFolder<const Folder extends string, const Declared extends FeatureDeclaration>(
  feature: Folder,
  declared: Declared,
): Declared & { readonly feature: Folder } {
  return { ...declared, feature };
}

/** The parts of a manifest the shared tables are made from. */
export type ManifestPart = 'auth' | 'keyRoots' | 'routes';

/** A part's entries as an object: a list (the key roots) is each of its names under itself. */
type EntriesOf<Entries> = Entries extends readonly string[] ? { readonly [Name in Entries[number]]: Name } : Entries;

/** One part of every manifest of a list, as one object type: each feature's entries, in the list's order. */
export type MergedPart<Features extends readonly FeatureManifest[], Part extends ManifestPart> = Features extends readonly [
  infer First,
  ...infer Rest extends readonly FeatureManifest[],
]
  ? (First extends { readonly [P in Part]: infer Entries } ? EntriesOf<Entries> : unknown) & MergedPart<Rest, Part>
  : unknown;

/**
 * One part of every manifest (the routes, the function codes or the key roots) as one object, in the list's
 * order; a list of names (the key roots) becomes each name under itself. A key two features declare is refused:
 * the second would silently take the first one's place.
 */
export function mergeManifests<const Features extends readonly FeatureManifest[], Part extends ManifestPart>(
  features: Features,
  part: Part,
): MergedPart<Features, Part> {
  const merged: Record<string, unknown> = {};
  const owner: Record<string, string> = {};
  for (const manifest of features) {
    const declared: readonly string[] | Readonly<Record<string, unknown>> = manifest[part] ?? {};
    const entries = isList(declared) ? declared.map((name) => [name, name] as const) : Object.entries(declared);
    for (const [key, value] of entries) {
      if (Object.hasOwn(merged, key)) throw new Error(`${part}.${key} is declared by both ${owner[key]} and ${manifest.feature}`);
      merged[key] = value;
      owner[key] = manifest.feature;
    }
  }
  return merged as MergedPart<Features, Part>;
}

function isList(entries: readonly string[] | Readonly<Record<string, unknown>>): entries is readonly string[] {
  return Array.isArray(entries);
}
