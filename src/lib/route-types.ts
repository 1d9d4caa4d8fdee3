import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureManifest } from '@/config/route-meta';
import type { SessionUser } from './stored-user';

/** What a screen's loader receives: the router's arguments, the QueryClient and the session. */
export interface ScreenLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
  user: SessionUser | null;
}

/**
 * What a screen module exports: the component, and optionally a loader that warms the cache with
 * the same query options the component reads.
 */
export interface ScreenModule {
  default: ComponentType;
  loader?: (args: ScreenLoaderArgs) => unknown;
}

/** A screen's loader. */
export type ScreenLoader = NonNullable<ScreenModule['loader']>;

/** How a route's screen module is loaded: its own chunk, imported when the route is first matched. */
export type ScreenImport = () => Promise<ScreenModule>;

/** The route keys of a feature's manifest. */
type RouteKeysOf<Manifest extends FeatureManifest> = keyof NonNullable<Manifest['routes']>;

/**
 * A feature's screen map (features/<x>/screens.ts, `screens`): a chunk for each route of its manifest, no more
 * and no fewer, so the compiler refuses a route without a screen and a screen without a route.
 */
export type ScreensOf<Manifest extends FeatureManifest> = Record<RouteKeysOf<Manifest>, ScreenImport>;

/**
 * A feature's screens whose loader lives beside their queries rather than in the screen's module
 * (`reads`, see `SCREEN_READS` in app/screens.ts).
 */
export type ReadsOf<Manifest extends FeatureManifest> = Partial<Record<RouteKeysOf<Manifest>, () => Promise<ScreenLoader>>>;

/** What a feature's screens.ts exports. */
export interface FeatureScreens {
  screens: Readonly<Record<string, ScreenImport>>;
  reads?: Readonly<Record<string, () => Promise<ScreenLoader>>>;
}
