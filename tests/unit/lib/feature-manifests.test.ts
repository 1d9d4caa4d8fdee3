import { describe, expect, expectTypeOf, it } from 'vitest';
import { FEATURES } from '@/config/features';
import { mergeManifests, placeRoutes, type FeatureDeclaration, type FeatureManifest } from '@/config/route-meta';
import { ROUTES } from '@/config/routes';
import { AUTH } from '@/config/auth-codes';
import { KEY_ROOTS, type KeyRoot } from '@/lib/query-keys';
import { bindFeatureScreens, SCREEN_READS, SCREENS } from '@/app/screens';
import type { ScreenImport } from '@/lib/route-types';

/** Every manifest on disk, by its folder. */
const ON_DISK = import.meta.glob<FeatureDeclaration>('/src/features/*/manifest.ts', { import: 'manifest', eager: true });

const screen: ScreenImport = () => Promise.resolve({ default: () => null });
const loader = () => null;
const charter = {
  feature: 'charter',
  auth: { CHARTER: 'DUE_CHARTER' },
  keyRoots: ['charter'],
  routes: {
    charter: { path: '/agent/due/charter', title: '包机', authCode: 'DUE_CHARTER', screen: 'charter-page' },
  },
} as const satisfies FeatureManifest;
const search = { feature: 'search' } as const satisfies FeatureManifest;
const CHARTER_PAGE = '../features/charter/charter-page.tsx';
const CHARTER_READS = '../features/charter/reads.ts';

describe('one place per feature', () => {
  it('lists every manifest of src/features, each under its own folder', () => {
    const onDisk = Object.keys(ON_DISK).map((path) => path.split('/')[3]);
    expect(onDisk.length).toBeGreaterThan(0);
    expect(FEATURES.map((manifest) => manifest.feature).sort()).toEqual(onDisk.sort());
    for (const manifest of FEATURES) {
      const { feature, ...declared } = manifest;
      expect(declared, feature).toEqual(ON_DISK[`/src/features/${feature}/manifest.ts`]);
    }
  });

  it("makes the table, the function codes and the key roots from the manifests: a feature's entries are there", () => {
    for (const manifest of FEATURES as readonly FeatureManifest[]) {
      for (const [key, route] of Object.entries(manifest.routes ?? {})) {
        expect(ROUTES, key).toHaveProperty(key, expect.objectContaining(route));
        expect(SCREENS, key).toHaveProperty(key);
      }
      for (const [name, code] of Object.entries(manifest.auth ?? {})) expect(AUTH, name).toHaveProperty(name, code);
      for (const root of manifest.keyRoots ?? []) expect(KEY_ROOTS, root).toHaveProperty(root, root);
    }
    expect(ROUTES.charter).toMatchObject({ path: '/agent/due/charter', title: '包机', authCode: 'DUE_CHARTER', area: 'agent' });
    expect(KEY_ROOTS.bidOrder).toBe('bidOrder');
    // The literal types survive the lists and the areas the paths say.
    expectTypeOf(KEY_ROOTS.bidOrder).toEqualTypeOf<'bidOrder'>();
    expectTypeOf<'bidOrder'>().toExtend<KeyRoot>();
    expectTypeOf(ROUTES.bidOrderDetail.path).toEqualTypeOf<'/agent/auction/order/:ancilOrderNo'>();
    expectTypeOf(ROUTES.bidOrderDetail.area).toEqualTypeOf<'agent'>();
    expectTypeOf(ROUTES.normalOrders.area).toEqualTypeOf<'normal'>();
    expectTypeOf(ROUTES.news.area).toEqualTypeOf<'any'>();
  });

  it('keeps the list order, makes each key root its own key, and refuses a key two features declare', () => {
    const other = { feature: 'other', routes: { otherPage: { path: '/agent/other', title: '其他', screen: 'other-page' } } } as const;
    expect(Object.keys(mergeManifests([other, charter], 'routes'))).toEqual(['otherPage', 'charter']);
    expect(mergeManifests([charter, search], 'auth')).toEqual({ CHARTER: 'DUE_CHARTER' });
    expect(mergeManifests([charter, { feature: 'x', keyRoots: ['a', 'b'] }], 'keyRoots')).toEqual({ charter: 'charter', a: 'a', b: 'b' });
    expect(() => mergeManifests([charter, { ...other, keyRoots: ['charter'] }], 'keyRoots')).toThrow(
      'keyRoots.charter is declared by both charter and other',
    );
  });

  it('gives a route the area its path says, and refuses an area that contradicts the path or one missing outside both areas', () => {
    const placed = placeRoutes({
      agentPage: { path: '/agent/x', title: 'x' },
      agentHome: { path: '/agent', title: 'x' },
      normalPage: { path: '/normal/x/:id', title: 'x' },
      shared: { path: '/new', title: 'x', area: 'any' },
      open: { path: '/Forgot', title: 'x', area: 'public' },
      // Only a whole segment names an area.
      lookalike: { path: '/agentish', title: 'x', area: 'public' },
    });
    expect(Object.values(placed).map((route) => route.area)).toEqual(['agent', 'agent', 'normal', 'any', 'public', 'public']);
    expectTypeOf(placed.normalPage.area).toEqualTypeOf<'normal'>();
    expect(() => placeRoutes({ wrong: { path: '/agent/x', title: 'x', area: 'any' } })).toThrow(
      "route wrong: /agent/x is in the agent area by its path; it cannot be 'any'",
    );
    expect(() => placeRoutes({ wrong: { path: '/normal', title: 'x', area: 'public' } })).toThrow('is in the normal area by its path');
    expect(() =>
      // @ts-expect-error an area the path says is not written again
      placeRoutes({ twice: { path: '/agent/x', title: 'x', area: 'agent' } }),
    ).toThrow("route twice: /agent/x is in the agent area by its path; it cannot be 'agent'");
    // The type refuses a user area outside its path; a route that got one past it is refused all the same.
    expect(() => placeRoutes({ outside: { path: '/pay', title: 'x', area: 'agent' } as never })).toThrow(
      'route outside: /pay is under neither',
    );
    expect(() => placeRoutes({ nowhere: { path: '/pay', title: 'x' } })).toThrow(
      "route nowhere: /pay is under neither area's path, so it names its area ('public' or 'any')",
    );
  });

  it("binds the page each route names and its feature's reads, and refuses a page that is not there or a page or reads no listed route names", async () => {
    const reads = { [CHARTER_READS]: { reads: { charter: () => Promise.resolve(loader) } } };
    const bound = bindFeatureScreens([charter, search], { [CHARTER_PAGE]: screen }, reads);
    expect(bound.screens).toEqual({ charter: screen });
    await expect(bound.reads.charter!()).resolves.toBe(loader);

    expect(() => bindFeatureScreens([charter], {}, {})).toThrow('route charter: features/charter has no page charter-page.tsx');
    const unlisted = 'no route of a manifest in config/features.ts names it';
    expect(() => bindFeatureScreens([search], { [CHARTER_PAGE]: screen }, {})).toThrow(`${CHARTER_PAGE}: ${unlisted}`);
    expect(() => bindFeatureScreens([search], {}, reads)).toThrow(`${CHARTER_READS}: ${unlisted}`);
  });

  it("starts every feature's read from its kit", async () => {
    expect(Object.keys(SCREEN_READS).sort()).toEqual([
      'bidOrderDetail',
      'normalOrderDetail',
      'scatteredOrderDetail',
      'teamOrderDetail',
      'todo',
    ]);
    for (const read of Object.values(SCREEN_READS)) expect(typeof (await read!())).toBe('function');
  });
});
