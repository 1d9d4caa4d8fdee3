import { AUTH, type AuthCode } from '@/config/auth-codes';
import { isDraft } from 'immer';
import type { MenuNode } from '@/lib/gateway/endpoints';

/**
 * The function menu trees the simulated gateway hands out. Group nodes (GROUP_*) only arrange the
 * menu; leaves carry AUTH codes. A restricted tree is the full one pruned to a set of codes, so a role
 * can never hold a function its agency does not have.
 */

const leaf = (authCode: AuthCode, menuName: string, children: MenuNode[] = []): MenuNode => ({
  authCode,
  menuName,
  subMenuDirects: children,
});

const group = (authCode: string, menuName: string, children: MenuNode[]): MenuNode => ({
  authCode,
  menuName,
  subMenuDirects: children,
});

/** A function a module adds to the agent menu (its entry's `menu`): its group, and the function it follows there (none: last). */
export interface MenuPlacement {
  group: string;
  after?: AuthCode;
  authCode: AuthCode;
  menuName: string;
}

/** The modules' functions, once src/mocks/modules.ts has given them (`placeInAgentMenu`); null before. */
let placements: readonly MenuPlacement[] | null = null;

/**
 * The functions the modules add to the agent menu, in the modules' order. src/mocks/modules.ts gives them as
 * it loads, before any menu is made (the seed's accounts, a new agency's): the kernel imports no module.
 */
export function placeInAgentMenu(placed: readonly MenuPlacement[]): void {
  placements = placed;
}

function withPlacements(tree: MenuNode[]): MenuNode[] {
  if (!placements) throw new Error('menu: the modules have not placed their functions yet (src/mocks/modules.ts)');
  for (const placement of placements) {
    const group = tree.find((node) => node.authCode === placement.group);
    const after = placement.after
      ? group?.subMenuDirects.findIndex((node) => node.authCode === placement.after)
      : group?.subMenuDirects.length;
    if (!group || after === undefined || after < 0) throw new Error(`menu: no place for ${placement.authCode} in ${placement.group}`);
    group.subMenuDirects.splice(placement.after ? after + 1 : after, 0, leaf(placement.authCode, placement.menuName));
  }
  return tree;
}

/** Every agent function: what an agency's main account holds. */
export function agentMenuTree(): MenuNode[] {
  return withPlacements([
    leaf(AUTH.AGENT_HOME, '首页'),
    leaf(AUTH.TODO, '待办事项'),
    group('GROUP_AUCTION', '团队竞价', [leaf(AUTH.AUCTION, '竞价产品'), leaf(AUTH.AUCTION_ORDER, '竞价订单')]),
    group('GROUP_DUE', '团队预订', [
      leaf(AUTH.SERIES_REGULAR, '定期系列团'),
      leaf(AUTH.SERIES_UNREGULAR, '不定期系列团'),
      leaf(AUTH.TEMP_GROUP, '临时团'),
      leaf(AUTH.SCATTERED, '散客票'),
      leaf(AUTH.PROMOTIONAL, '特惠团'),
    ]),
    group('GROUP_ORDER_CENTER', '订单中心', [
      leaf(AUTH.TEAM_ORDER, '团队订单', [
        leaf(AUTH.TEAM_ORDER_EXPORT, '导出订单'),
        leaf(AUTH.TEAM_ORDER_CANCEL, '取消订单'),
        leaf(AUTH.TEAM_ORDER_RELEASE_SEATS, '取消占座'),
        leaf(AUTH.TEAM_ORDER_PASSENGERS, '名单管理'),
        leaf(AUTH.TEAM_ORDER_EDIT, '联系人与备注'),
        leaf(AUTH.TEAM_ORDER_TICKET, '出票'),
      ]),
      leaf(AUTH.SERIES_ORDER, '系列团订单'),
      leaf(AUTH.TEAM_REFUND, '团队退票'),
      leaf(AUTH.SCATTERED_ORDER, '散客订单'),
      leaf(AUTH.SCATTERED_REFUND, '散客退票'),
      leaf(AUTH.RETROACTIVE, '在线补款'),
    ]),
    group('GROUP_PAY', '支付', [leaf(AUTH.PAY, '支付')]),
    group('GROUP_ITINERARY', '行程单', [leaf(AUTH.ITINERARY_ISSUE, '行程单开具'), leaf(AUTH.ITINERARY_HISTORY, '开具历史')]),
    group('GROUP_USER', '用户中心', [
      leaf(AUTH.ACCOUNT_INFO, '账户信息'),
      leaf(AUTH.AGENT_INFO, '代理人信息'),
      leaf(AUTH.SUB_ACCOUNT, '子账号管理', [leaf(AUTH.SUB_ACCOUNT_CREATE, '新建子账号')]),
      leaf(AUTH.ROLE, '角色管理', [leaf(AUTH.ROLE_CREATE, '新建角色')]),
      leaf(AUTH.POINT, '红包管理'),
      leaf(AUTH.REGULAR_PASSENGER, '常用旅客'),
      leaf(AUTH.PRE_EXISTED, '预存款账户'),
      leaf(AUTH.TRANSACTION, '交易明细'),
      leaf(AUTH.REWARD, '奖励明细'),
      leaf(AUTH.CHANGE_PASSWORD, '修改密码'),
      leaf(AUTH.SIGN_OUT, '账户注销'),
    ]),
    leaf(AUTH.REPORT, '报表下载'),
    leaf(AUTH.NEWS, '新闻公告'),
    leaf(AUTH.FLIGHT_CHANGE_NOTICE, '航班变动提醒', [leaf(AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM, '确认航变')]),
  ]);
}

/** The normal (non-agent) area. */
export function normalMenuTree(): MenuNode[] {
  return [
    leaf(AUTH.NORMAL_HOME, '首页'),
    leaf(AUTH.NORMAL_BOOK, '机票预订'),
    leaf(AUTH.NORMAL_ORDER, '我的订单'),
    leaf(AUTH.NEWS, '新闻公告'),
    leaf(AUTH.FLIGHT_CHANGE_NOTICE, '航班变动提醒', [leaf(AUTH.FLIGHT_CHANGE_NOTICE_CONFIRM, '确认航变')]),
    leaf(AUTH.PAY, '支付'),
  ];
}

/**
 * What the airline opens to an enterprise customer (docs/decisions.md "Enterprise customers"): it books
 * the promotional offers for its own staff's trips and carries its orders through itself — names, seats,
 * cancellation, payment and ticketing — then its itineraries. None of an agency's own business (the
 * other booking channels, contacts and ancillary services, sub-accounts, roles, reports, rewards, the
 * prepaid screens).
 */
export const ENTERPRISE_FUNCTIONS: ReadonlySet<string> = new Set<AuthCode>([
  AUTH.AGENT_HOME,
  AUTH.TODO,
  AUTH.NEWS,
  AUTH.PROMOTIONAL,
  AUTH.TEAM_ORDER,
  AUTH.TEAM_ORDER_PASSENGERS,
  AUTH.TEAM_ORDER_RELEASE_SEATS,
  AUTH.TEAM_ORDER_CANCEL,
  AUTH.TEAM_ORDER_TICKET,
  AUTH.PAY,
  AUTH.ITINERARY_ISSUE,
  AUTH.ITINERARY_HISTORY,
  AUTH.ACCOUNT_INFO,
  AUTH.CHANGE_PASSWORD,
]);

/** An enterprise customer's menu: the agent tree pruned to ENTERPRISE_FUNCTIONS. */
export function enterpriseMenuTree(): MenuNode[] {
  return pruneMenuTree(agentMenuTree(), ENTERPRISE_FUNCTIONS);
}

const isGroupNode = (node: MenuNode) => node.authCode.startsWith('GROUP_');

/**
 * Keeps the functions in `allowed`. A group survives when any of its children does; a function's
 * buttons (its children) survive only when allowed themselves.
 */
export function pruneMenuTree(tree: MenuNode[], allowed: ReadonlySet<string>): MenuNode[] {
  return tree.flatMap((node) => {
    const children = pruneMenuTree(node.subMenuDirects, allowed);
    if (isGroupNode(node)) return children.length > 0 ? [{ ...node, subMenuDirects: children }] : [];
    return allowed.has(node.authCode) ? [{ ...node, subMenuDirects: children }] : [];
  });
}

/** Every authCode of the tree, flattened (spec §6: they serve as menu and button permissions). */
export function flattenAuthCodes(tree: readonly MenuNode[]): string[] {
  return tree.flatMap((node) => [node.authCode, ...flattenAuthCodes(node.subMenuDirects)]);
}

/**
 * The codes of each stored menu tree, kept by the tree's identity: a stored tree is frozen (a changed menu
 * is a new array), and every call that declares an authCode asks its caller's. A draft's tree (which may
 * have changed in its transaction) is flattened each time.
 */
const codesOfTree = new WeakMap<readonly MenuNode[], ReadonlySet<string>>();

export function treeHasFunction(tree: readonly MenuNode[], code: string): boolean {
  if (isDraft(tree) || !Object.isFrozen(tree)) return flattenAuthCodes(tree).includes(code);
  let codes = codesOfTree.get(tree);
  if (!codes) codesOfTree.set(tree, (codes = new Set(flattenAuthCodes(tree))));
  return codes.has(code);
}

/**
 * A saved agency menu brought to the current tree (state version 12): the functions it held, with their
 * current names, and for a main account 系列团订单 wherever 团队订单 was held (a series' departures are team orders).
 */
export function refreshedAgentMenu(menu: readonly MenuNode[], { mainAccount }: { mainAccount: boolean }): MenuNode[] {
  const held = new Set<string>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      held.add(node.authCode);
      walk(node.subMenuDirects ?? []);
    }
  };
  walk(menu);
  // A staff member's functions are its role's (taken again at sign-in): only an agency's own menu grows.
  if (mainAccount && held.has(AUTH.TEAM_ORDER)) held.add(AUTH.SERIES_ORDER);
  return pruneMenuTree(agentMenuTree(), held);
}
