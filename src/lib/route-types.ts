import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureDeclaration } from '@/config/route-meta';
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

/**
 * A feature's screens whose loader lives beside their queries rather than in the screen's module
 * (features/<x>/reads.ts, `reads`; see `SCREEN_READS` in app/screens.ts): keyed by its manifest's routes, each
 * a literal `import()` of its api.ts, so the compiler checks the kit and its loader, and the api stays the chunk
 * it was.
 */
export type ReadsOf<Manifest extends FeatureDeclaration> = Partial<
  Record<keyof NonNullable<Manifest['routes']>, () => Promise<ScreenLoader>>
>;

/** What a feature's reads.ts exports. */
export interface FeatureReads {
  reads: Readonly<Record<string, () => Promise<ScreenLoader>>>;
}
