import type { ScreenImport } from '@/lib/route-types';

/** The login screen's chunk: the one screen the router imports without going through the screen map. */
export const loginScreen: ScreenImport = () => import('@/features/account/login-page');
