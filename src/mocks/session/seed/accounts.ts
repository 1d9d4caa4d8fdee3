import { AUTH } from '@/config/auth-codes';
import { agentMenuTree, enterpriseMenuTree, normalMenuTree, pruneMenuTree } from '../../kernel/menu-tree';
import type { AccountRecord, TokenRecord } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { DAY } from '../../kernel/rules/figures';

/** The four demo accounts (README "Demo data") and the two login tokens. */

/**
 * staff01's role 订票员 (seed/agency.ts): books temporary groups and keeps name lists, but neither
 * cancels, releases seats, issues tickets nor exports; the gateway refuses those calls when forged.
 */
export const BOOKING_CLERK_FUNCTIONS: readonly string[] = [
  AUTH.AGENT_HOME,
  AUTH.TODO,
  AUTH.NEWS,
  AUTH.FLIGHT_CHANGE_NOTICE,
  AUTH.TEMP_GROUP,
  AUTH.TEAM_ORDER,
  AUTH.TEAM_ORDER_PASSENGERS,
  AUTH.TEAM_ORDER_EDIT,
  AUTH.REGULAR_PASSENGER,
];

export const SEED_ACCOUNT_IDS = {
  agent01: 'AGT0001',
  corp01: 'AGT0002',
  /** A second travel agency (Beijing) with no orders yet: two agencies at once (bidding against each other, the HTTP gateway's sessions). */
  agent02: 'AGT0004',
  staff01: 'STF0001',
  user01: 'USR0001',
} as const;

export function seedAccounts(now: number): AccountRecord[] {
  const agencyName = '上海锦程国际旅行社有限公司';
  return [
    {
      accountId: SEED_ACCOUNT_IDS.agent01,
      userName: 'agent01',
      password: 'Agent@2026',
      displayName: '王建国',
      organName: agencyName,
      organCode: '91310115MA1H7Q2K3R',
      mobile: '13900000001',
      email: 'wangjianguo@jincheng-travel.example',
      lastLoginTime: toGatewayIso(now - 2 * DAY),
      accountType: 'AGENT',
      organType: 'TRAVELAGENCY',
      limitMenu: [],
      menu: agentMenuTree(),
      disabled: false,
    },
    {
      accountId: SEED_ACCOUNT_IDS.corp01,
      userName: 'corp01',
      password: 'Corp@2026',
      displayName: '陈志远',
      organName: '华东精密制造股份有限公司',
      organCode: '91320500MA1MXR6P2E',
      mobile: '13900000003',
      email: 'chenzhiyuan@hd-precision.example',
      lastLoginTime: toGatewayIso(now - 5 * DAY),
      accountType: 'AGENT',
      organType: 'ENTERPRISE',
      limitMenu: [AUTH.ITINERARY_ISSUE, AUTH.ITINERARY_HISTORY],
      menu: enterpriseMenuTree(),
      disabled: false,
    },
    {
      accountId: SEED_ACCOUNT_IDS.agent02,
      userName: 'agent02',
      password: 'Agent@2026',
      displayName: '赵敏',
      organName: '北京东方假期国际旅行社有限公司',
      organCode: '91110105MA01RK7T4B',
      mobile: '13900000006',
      email: 'zhaomin@dongfang-holiday.example',
      lastLoginTime: toGatewayIso(now - 3 * DAY),
      accountType: 'AGENT',
      organType: 'TRAVELAGENCY',
      limitMenu: [],
      menu: agentMenuTree(),
      disabled: false,
    },
    {
      accountId: SEED_ACCOUNT_IDS.staff01,
      userName: 'staff01',
      password: 'Staff@2026',
      displayName: '李晓梅',
      organName: agencyName,
      organCode: '91310115MA1H7Q2K3R',
      mobile: '13900000002',
      parentAccount: 'agent01',
      // The role 订票员 (seed/agency.ts) holds exactly these codes; the menu is taken from it at sign-in.
      roleCode: 'ROL0001',
      roleName: '订票员',
      lastLoginTime: toGatewayIso(now - 1 * DAY),
      accountType: 'AGENT',
      organType: 'TRAVELAGENCY',
      limitMenu: [],
      menu: pruneMenuTree(agentMenuTree(), new Set(BOOKING_CLERK_FUNCTIONS)),
      disabled: false,
    },
    {
      accountId: SEED_ACCOUNT_IDS.user01,
      userName: 'user01',
      password: 'User@2026',
      displayName: '张伟',
      mobile: '13800000001',
      email: 'zhangwei@mail.example',
      flyCardNo: '6600000001',
      lastLoginTime: toGatewayIso(now - 9 * DAY),
      accountType: 'NORMAL',
      // A person belongs to no organisation: no organType.
      limitMenu: [],
      menu: normalMenuTree(),
      disabled: false,
    },
  ];
}

export function seedTokens(): TokenRecord[] {
  return [
    { tokenId: 'demo-agent01', tokenUUID: '00000000-0000-4000-8000-000000000001', accountId: SEED_ACCOUNT_IDS.agent01 },
    { tokenId: 'demo-user01', tokenUUID: '00000000-0000-4000-8000-000000000002', accountId: SEED_ACCOUNT_IDS.user01 },
  ];
}
