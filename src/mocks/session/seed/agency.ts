import { AUTH } from '@/config/auth-codes';
import type { ProvinceCode } from '@/domain/provinces';
import {
  AGREEMENT_VERSION,
  mainAccountMenu,
  type DeregistrationRecord,
  type OrganisationRecord,
  type RegistrationRecord,
  type RoleRecord,
  type SupplementRecord,
} from '../../rules';
import type { AccountRecord, SimulatorState } from '../../state';
import { toGatewayIso } from '../../kernel/time-format';
import { BOOKING_CLERK_FUNCTIONS, SEED_ACCOUNT_IDS } from './accounts';
import { DAY } from '../../kernel/rules/figures';

/**
 * agent01's organisation: three roles (订票员 is staff01's), three more sub-accounts (one locked), the
 * organisation records of agent01 and corp01 with their approved licences, and one pending
 * registration (xinghai01, no licence supplied yet). Added after the orders and the money are seeded,
 * so those stay as they were.
 */

/** A small grey placeholder licence (SVG data URLs are not accepted by supplementApply, but may be on file). */
const LICENCE_IMAGE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="300"><rect width="420" height="300" fill="#f5f5f5" stroke="#c00" stroke-width="6"/><text x="210" y="60" font-size="28" text-anchor="middle" fill="#c00">Business Licence</text><text x="210" y="160" font-size="18" text-anchor="middle" fill="#333">Specimen</text></svg>',
)}`;

export const SEED_PENDING_REGISTRATION = { userName: 'xinghai01', password: 'Xinghai@2026', accountId: 'AGT0003' } as const;

type AgencySeed = Pick<
  SimulatorState,
  'roles' | 'registrations' | 'organisations' | 'supplements' | 'deregistrations' | 'agencySequences'
> & {
  accounts: AccountRecord[];
};

function role(roleCode: string, roleName: string, description: string, functionCodes: readonly string[], at: number): RoleRecord {
  return {
    roleCode,
    ownerAccountId: SEED_ACCOUNT_IDS.agent01,
    creatorAccountId: SEED_ACCOUNT_IDS.agent01,
    createdBy: '王建国',
    roleName,
    description,
    functionCodes: [...functionCodes],
    createdAt: at,
    updatedAt: at,
  };
}

/** An organisation as its main account registered it: the account's names, type, contact and mobile. */
function organisationOf(account: AccountRecord, provinceCode: ProvinceCode, licenceImage?: string): OrganisationRecord {
  return {
    ownerAccountId: account.accountId,
    organName: account.organName ?? '',
    organCode: account.organCode ?? '',
    organType: account.organType ?? 'TRAVELAGENCY',
    provinceCode,
    contactName: account.displayName,
    mobile: account.mobile,
    email: account.email,
    ...(licenceImage ? { licenceImage } : {}),
  };
}

export function seedAgency(accounts: readonly AccountRecord[], now: number): AgencySeed {
  const agent01 = accounts.find((account) => account.accountId === SEED_ACCOUNT_IDS.agent01)!;
  const roles = [
    role('ROL0001', '订票员', '预订临时团、维护团队名单，不能取消、出票或导出', BOOKING_CLERK_FUNCTIONS, now - 60 * DAY),
    role(
      'ROL0002',
      '财务',
      '支付订单、管理预存款与补款，查看交易与奖励明细',
      [
        AUTH.AGENT_HOME,
        AUTH.TODO,
        AUTH.NEWS,
        AUTH.TEAM_ORDER,
        AUTH.RETROACTIVE,
        AUTH.PAY,
        AUTH.PRE_EXISTED,
        AUTH.TRANSACTION,
        AUTH.REWARD,
        AUTH.POINT,
      ],
      now - 45 * DAY,
    ),
    role(
      'ROL0003',
      '只读查询',
      '只能查询订单、公告与航班变动提醒',
      [AUTH.AGENT_HOME, AUTH.TODO, AUTH.NEWS, AUTH.FLIGHT_CHANGE_NOTICE, AUTH.TEAM_ORDER, AUTH.ITINERARY_HISTORY],
      now - 30 * DAY,
    ),
  ];
  const staff = (
    accountId: string,
    userName: string,
    displayName: string,
    mobile: string,
    roleIndex: number,
    disabled: boolean,
  ): AccountRecord => ({
    accountId,
    userName,
    password: 'Staff@2026',
    displayName,
    organName: agent01.organName,
    organCode: agent01.organCode,
    mobile,
    parentAccount: agent01.userName,
    roleCode: roles[roleIndex]!.roleCode,
    roleName: roles[roleIndex]!.roleName,
    lastLoginTime: toGatewayIso(now - (roleIndex + 3) * DAY),
    accountType: 'AGENT',
    organType: agent01.organType,
    limitMenu: [],
    menu: [],
    disabled,
  });
  const pending: AccountRecord = {
    accountId: SEED_PENDING_REGISTRATION.accountId,
    userName: SEED_PENDING_REGISTRATION.userName,
    password: SEED_PENDING_REGISTRATION.password,
    displayName: '周海燕',
    organName: '杭州星海国际旅行社有限公司',
    organCode: '91330106MA2CFK8L11',
    mobile: '13900000005',
    email: 'zhouhaiyan@xinghai-travel.example',
    accountType: 'AGENT',
    organType: 'TRAVELAGENCY',
    limitMenu: [],
    menu: mainAccountMenu('PENDING'),
    disabled: false,
  };
  const account = (accountId: string) => accounts.find((candidate) => candidate.accountId === accountId)!;
  const organisations: OrganisationRecord[] = [
    organisationOf(agent01, '沪', LICENCE_IMAGE),
    organisationOf(account(SEED_ACCOUNT_IDS.corp01), '苏', LICENCE_IMAGE),
    organisationOf(account(SEED_ACCOUNT_IDS.agent02), '京', LICENCE_IMAGE),
    organisationOf(pending, '浙'),
  ];
  /** The approved supplementary application that put a main account's licence on file, reviewed a day after it came. */
  const approvedLicence = (applicationNo: string, ownerAccountId: string, appliedDaysAgo: number): SupplementRecord => ({
    applicationNo,
    ownerAccountId,
    licenceImage: LICENCE_IMAGE,
    state: 'APPROVED',
    appliedAt: now - appliedDaysAgo * DAY,
    reviewedAt: now - (appliedDaysAgo - 1) * DAY,
  });
  const supplements: SupplementRecord[] = [
    approvedLicence('SUP000001', SEED_ACCOUNT_IDS.agent01, 400),
    approvedLicence('SUP000002', SEED_ACCOUNT_IDS.corp01, 200),
  ];
  const registrations: RegistrationRecord[] = [
    {
      registrationNo: 'REG000001',
      accountId: pending.accountId,
      organType: 'TRAVELAGENCY',
      companyName: pending.organName ?? '',
      creditCode: pending.organCode ?? '',
      provinceCode: '浙',
      contactName: pending.displayName,
      mobile: pending.mobile,
      email: pending.email ?? '',
      agreementVersion: AGREEMENT_VERSION,
      state: 'PENDING',
      registeredAt: now - 2 * DAY,
    },
  ];
  const deregistrations: DeregistrationRecord[] = [];
  return {
    accounts: [
      staff('STF0002', 'staff02', '赵丽娟', '13900000012', 1, false),
      staff('STF0003', 'staff03', '孙浩然', '13900000013', 2, true),
      staff('STF0004', 'staff04', '周文静', '13900000014', 0, false),
      pending,
    ],
    roles,
    registrations,
    organisations,
    supplements,
    deregistrations,
    agencySequences: { ROL: roles.length, REG: registrations.length, SUP: supplements.length, DRG: 0 },
  };
}
