import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/config/features';
import { mergeManifests, type FeatureManifest } from '@/config/route-meta';
import { ROUTES } from '@/config/routes';
import { AUTH } from '@/config/auth-codes';
import { KEY_ROOTS } from '@/lib/query-keys';
import { bindFeatureScreens, SCREENS } from '@/app/screens';
import type { FeatureScreens, ScreenImport } from '@/lib/route-types';

/** Every manifest on disk, by its folder. */
const ON_DISK = import.meta.glob<FeatureManifest>('/src/features/*/manifest.ts', { import: 'manifest', eager: true });

const screen: ScreenImport = () => Promise.resolve({ default: () => null });
const charter = {
  feature: 'charter',
  auth: { CHARTER: 'DUE_CHARTER' },
  keyRoots: { charter: 'charter' },
  routes: { charter: { path: '/agent/due/charter', title: '包机', authCode: 'DUE_CHARTER', area: 'agent' } },
} as const satisfies FeatureManifest;
const search = { feature: 'search' } as const satisfies FeatureManifest;

describe('one place per feature', () => {
  it('lists every manifest of src/features, each under its own folder', () => {
    const onDisk = Object.entries(ON_DISK).map(([path, manifest]) => {
      expect(path, path).toBe(`/src/features/${manifest.feature}/manifest.ts`);
      return manifest.feature;
    });
    expect(onDisk.length).toBeGreaterThan(0);
    expect(FEATURES.map((manifest) => manifest.feature).sort()).toEqual(onDisk.sort());
  });

  it("makes the table, the function codes and the key roots from the manifests: a feature's entries are there", () => {
    for (const manifest of FEATURES as readonly FeatureManifest[]) {
      for (const [key, route] of Object.entries(manifest.routes ?? {})) {
        expect(ROUTES, key).toHaveProperty(key, route);
        expect(SCREENS, key).toHaveProperty(key);
      }
      for (const [name, code] of Object.entries(manifest.auth ?? {})) expect(AUTH, name).toHaveProperty(name, code);
      for (const [name, root] of Object.entries(manifest.keyRoots ?? {})) expect(KEY_ROOTS, name).toHaveProperty(name, root);
    }
    expect(ROUTES.charter).toEqual({ path: '/agent/due/charter', title: '包机', authCode: 'DUE_CHARTER', area: 'agent' });
  });

  it('keeps the list order, and refuses a key two features declare', () => {
    const other = { feature: 'other', routes: { otherPage: { path: '/agent/other', title: '其他', area: 'agent' } } } as const;
    expect(Object.keys(mergeManifests([other, charter], 'routes'))).toEqual(['otherPage', 'charter']);
    expect(mergeManifests([charter, search], 'auth')).toEqual({ CHARTER: 'DUE_CHARTER' });
    expect(() => mergeManifests([charter, { ...other, keyRoots: { charter: 'charter' } }], 'keyRoots')).toThrow(
      'keyRoots.charter is declared by both charter and other',
    );
  });

  it("binds each feature's screens.ts, and refuses a feature with routes but no screens or screens of an unlisted feature", () => {
    const modules: Record<string, FeatureScreens> = { '../features/charter/screens.ts': { screens: { charter: screen } } };
    expect(bindFeatureScreens([charter, search], modules).screens).toEqual({ charter: screen });
    expect(() => bindFeatureScreens([charter], {})).toThrow('features/charter has routes but no screens.ts');
    expect(() => bindFeatureScreens([search], modules)).toThrow("its feature's manifest is not in config/features.ts");
  });
});
