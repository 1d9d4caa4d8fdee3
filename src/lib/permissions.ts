import type { RouteMeta } from '@/config/routes';
import type { MenuNode } from './gateway/endpoints/account';
import type { SessionUser } from './stored-user';

/** Every authCode of the menu tree, flattened recursively (spec §6). */
export function flattenAuthCodes(nodes: readonly MenuNode[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => [node.authCode, ...flattenAuthCodes(node.subMenuDirects)]);
}

export interface Access {
  isAgent: boolean;
  /** organType ENTERPRISE, or, when a menu code is asked, limitMenu holds that code. */
  isEnterprise(code?: string): boolean;
  /** Menu and button permissions are the same set of codes. */
  can(code: string | undefined): boolean;
  codes: ReadonlySet<string>;
}

/** A pure function from the session user to access flags; routes, menus and buttons read it. */
export function getAccess(user: SessionUser | null): Access {
  const codes = new Set(flattenAuthCodes(user?.functionMenu?.rootMenuDirect));
  return {
    isAgent: user?.accountType === 'AGENT',
    isEnterprise: (code) => user?.organType === 'ENTERPRISE' || (code !== undefined && (user?.limitMenu ?? []).includes(code)),
    can: (code) => code === undefined || codes.has(code),
    codes,
  };
}

/**
 * Area and function-code check of a route (spec §6); a refusal goes to /403. The router's guard asks it,
 * and so does the a11y sweep, to open each user's own screens.
 */
export function checkAccess(meta: RouteMeta, user: SessionUser | null): 'ok' | 'login' | 'forbidden' {
  if (meta.area === 'public') return 'ok';
  if (!user) return 'login';
  const access = getAccess(user);
  if (meta.area === 'agent' && !access.isAgent) return 'forbidden';
  if (meta.area === 'normal' && access.isAgent) return 'forbidden';
  return access.can(meta.authCode) ? 'ok' : 'forbidden';
}
