import { ROUTES, routeByAuthCode, type RouteMeta, type UserArea } from '@/config/routes';
import type { MenuNode } from './gateway/endpoints/account';

/**
 * A function menu tree as a role's grants (spec "Role management", domain.md "Organisation"):
 * what each node opens, and the checking rules of the role form.
 *
 * The tree has three kinds of node. GROUP_* nodes only arrange the menu: a role never holds one.
 * A function either opens screens (团队订单 → /agent/orderCenter/order and its detail) or not yet any
 * (a function the portal has no screen for). A function under a function is a button of that screen
 * (取消订单 of 团队订单). The gateway prunes a staff member's menu from the role's codes and drops a
 * button whose screen is not granted, so a role holding a button must hold its screen too: the
 * rules below keep that invariant in the checked set, whatever order the user clicks in.
 */

const isGroupCode = (code: string): boolean => code.startsWith('GROUP_');

export type FunctionKind = 'group' | 'screen' | 'button' | 'function';

export interface FunctionScreen {
  title: string;
  path: string;
}

export interface FunctionInfo {
  code: string;
  name: string;
  kind: FunctionKind;
  /** The screens this code opens for the area: the one its menu entry opens first, then the others (details, steps). */
  screens: FunctionScreen[];
  /** The enclosing function (a button's screen), GROUP_* nodes skipped. */
  parentFunction?: string;
  /** Every function below it (GROUP_* nodes excluded). */
  descendants: string[];
}

export interface FunctionIndex {
  /** By code, every node of the tree (groups included). */
  byCode: ReadonlyMap<string, FunctionInfo>;
  /** The functions (no groups) in tree order. */
  functions: readonly string[];
  /** Codes of the nodes that have children (what 全部展开 opens). */
  branches: readonly string[];
}

/** The screens of the route table a code opens in `area` (or both areas share), its menu entry's screen first. */
export function screensOf(code: string, area: UserArea, routes: Readonly<Record<string, RouteMeta>> = ROUTES): FunctionScreen[] {
  const main = routeByAuthCode(code, area, routes);
  const others = Object.values(routes).filter(
    (route) => route.authCode === code && (route.area === area || route.area === 'any') && route !== main,
  );
  return (main ? [main, ...others] : others).map((route) => ({ title: route.title, path: route.path }));
}

/** Indexes a menu tree: each node's kind, what it opens, its enclosing function and the functions below it. */
export function indexFunctionTree(
  tree: readonly MenuNode[],
  area: UserArea = 'agent',
  routes: Readonly<Record<string, RouteMeta>> = ROUTES,
): FunctionIndex {
  const byCode = new Map<string, FunctionInfo>();
  const functions: string[] = [];
  const branches: string[] = [];

  const walk = (nodes: readonly MenuNode[], parentFunction: string | undefined): string[] =>
    nodes.flatMap((node) => {
      const group = isGroupCode(node.authCode);
      const info: FunctionInfo = {
        code: node.authCode,
        name: node.menuName,
        kind: 'function',
        screens: group ? [] : screensOf(node.authCode, area, routes),
        parentFunction,
        descendants: [],
      };
      info.kind = group ? 'group' : parentFunction !== undefined ? 'button' : info.screens.length > 0 ? 'screen' : 'function';
      // A code met twice (never in the gateway's trees) keeps its first place.
      if (!byCode.has(node.authCode)) {
        byCode.set(node.authCode, info);
        if (!group) functions.push(node.authCode);
      }
      if (node.subMenuDirects.length > 0) branches.push(node.authCode);
      info.descendants = walk(node.subMenuDirects, group ? parentFunction : node.authCode);
      return group ? info.descendants : [node.authCode, ...info.descendants];
    });

  walk(tree, undefined);
  return { byCode, functions, branches };
}

/** The enclosing functions of a code, nearest first (a button's screen). */
function enclosingFunctions(index: FunctionIndex, code: string): string[] {
  const chain: string[] = [];
  for (let parent = index.byCode.get(code)?.parentFunction; parent; parent = index.byCode.get(parent)?.parentFunction) chain.push(parent);
  return chain;
}

/**
 * One click on a node's checkbox. Checking a node checks it whole (a group: every function in it;
 * a screen: its buttons too) and checks the screen a button belongs to; unchecking a node unchecks
 * it whole (a screen takes its buttons with it) and leaves its screen as it was.
 */
export function toggleFunction(index: FunctionIndex, checked: ReadonlySet<string>, code: string, on: boolean): Set<string> {
  const info = index.byCode.get(code);
  const next = new Set(checked);
  if (!info) return next;
  const whole = info.kind === 'group' ? info.descendants : [code, ...info.descendants];
  for (const each of whole) {
    if (on) next.add(each);
    else next.delete(each);
  }
  if (on) for (const parent of enclosingFunctions(index, code)) next.add(parent);
  return next;
}

/**
 * The role's codes as the tree's checked set: codes the tree does not hold are set apart (`outside`),
 * and a button brings its screen (a role saved elsewhere with a button alone).
 */
export function checkedFromCodes(index: FunctionIndex, codes: readonly string[]): { checked: Set<string>; outside: string[] } {
  const checked = new Set<string>();
  const outside: string[] = [];
  for (const code of codes) {
    if (isGroupCode(code)) continue;
    if (!index.byCode.has(code)) {
      outside.push(code);
      continue;
    }
    checked.add(code);
    for (const parent of enclosingFunctions(index, code)) checked.add(parent);
  }
  return { checked, outside };
}

/**
 * What the tree shows: a function is checked when held; a group is checked when every function in it
 * is held and half-checked when some are (groups are never sent).
 */
export function treeCheckState(index: FunctionIndex, checked: ReadonlySet<string>): { checked: string[]; halfChecked: string[] } {
  const shown: string[] = [];
  const half: string[] = [];
  for (const info of index.byCode.values()) {
    if (info.kind !== 'group') {
      if (checked.has(info.code)) shown.push(info.code);
      continue;
    }
    const held = info.descendants.filter((code) => checked.has(code)).length;
    if (held > 0 && held === info.descendants.length) shown.push(info.code);
    else if (held > 0) half.push(info.code);
  }
  return { checked: shown, halfChecked: half };
}

/** The codes a save sends: the held functions of the tree in tree order, every button with its screen, no GROUP_*. */
export function functionCodesToSend(index: FunctionIndex, checked: Iterable<string>): string[] {
  const { checked: closed } = checkedFromCodes(index, [...checked]);
  return index.functions.filter((code) => closed.has(code));
}
