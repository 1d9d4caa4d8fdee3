import type { MenuNode } from '@/lib/gateway';
import { routeByAuthCode, type RouteMeta, type UserArea } from '@/config/routes';
import { flattenAuthCodes } from '@/lib/permissions';

export interface MenuEntry {
  key: string;
  label: string;
  path?: string;
  children?: MenuEntry[];
  /** The codes below a function with a screen: its buttons (some open a screen of their own). */
  buttons?: string[];
}

/**
 * The side menu from the function menu tree (spec §6): a function shows when its code opens a screen
 * of the user's area (or one both areas share) in the route table; a group shows when something in
 * it does. Codes that guard buttons only, screens not built yet, and screens of the other area leave
 * no trace. `routes` is the route table (a parameter for tests).
 */
export function buildMenu(nodes: readonly MenuNode[], area: UserArea, routes?: Readonly<Record<string, RouteMeta>>): MenuEntry[] {
  return nodes.flatMap((node): MenuEntry[] => {
    // A function that opens a screen is a link: its children are that screen's buttons, even those
    // that guard a screen of their own (新建子账号 opens /agent/user/subaccount/create from the list).
    const route = routeByAuthCode(node.authCode, area, routes);
    if (route) {
      const buttons = flattenAuthCodes(node.subMenuDirects);
      return [{ key: node.authCode, label: node.menuName, path: route.path, ...(buttons.length > 0 && { buttons }) }];
    }
    const children = buildMenu(node.subMenuDirects ?? [], area, routes);
    if (children.length > 0) return [{ key: node.authCode, label: node.menuName, children }];
    return [];
  });
}

/**
 * The menu entry of a screen's code: its own, or the function whose button it is (新建子账号's screen
 * highlights 子账号管理).
 */
export function menuKeyOf(entries: readonly MenuEntry[], code: string): string | undefined {
  for (const entry of entries) {
    if (entry.key === code || entry.buttons?.includes(code)) return entry.key;
    const below = entry.children && menuKeyOf(entry.children, code);
    if (below) return below;
  }
  return undefined;
}

/** The group keys on the way to a code, to open the menu at the current screen. */
export function menuPath(entries: readonly MenuEntry[], code: string): string[] | null {
  for (const entry of entries) {
    if (entry.key === code) return [];
    const below = entry.children ? menuPath(entry.children, code) : null;
    if (below) return [entry.key, ...below];
  }
  return null;
}
