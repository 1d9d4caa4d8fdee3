import type { Draft } from 'immer';
import { AUTH } from '@/config/auth-codes';
import type { OrganType } from '@/domain/account';
import type { ActivationState, DeregistrationCondition } from '@/domain/agency';
import { DeregistrationCondition as ConditionEnum } from '@/domain/agency';
import { formatFen } from '@/domain/format';

import type { DeregistrationAction, DeregistrationCheckItem, MenuNode, OrganisationAction } from '@/lib/gateway/endpoints';
import { agentMenuTree, enterpriseMenuTree, flattenAuthCodes, pruneMenuTree } from '../../kernel/menu-tree';
import type { AccountRecord, AnyState, SimulatorState } from '../../state';
import { AGENCY_REVIEW } from '../../kernel/rules/figures';
import { dueRecords, logEntry, type DueTransitions } from '../../kernel/rules/log';
import { writeSettleLog } from '../../kernel/rules/settle-log';
import { mintNo } from '../../kernel/rules/numbers';
import type { RoleRecord, SupplementRecord, DeregistrationRecord } from './session-records';
export type { RoleRecord, RegistrationRecord, OrganisationRecord, SupplementRecord, DeregistrationRecord } from './session-records';

/**
 * The agency's organisation (domain.md "Organisation"). Sub-accounts are AccountRecords with a
 * parentAccount (the main account's userName) and a roleCode. A role belongs to its agency (the main
 * account) and holds leaf authCodes; a staff member's menu is the role's codes pruned from the main
 * account's tree, taken at sign-in (a changed role is seen at the next sign-in: the gateway checks the
 * tree the session got). A registration creates a main account that is PENDING until its business
 * licence (the supplementary application) is approved; approval and deregistration review are due
 * transitions of the settle step.
 */

/** The user agreement's version in force: a registration records the one it accepted. */
export const AGREEMENT_VERSION = '2026.1';

/** What a registered but not yet activated main account may open. */
const PENDING_FUNCTIONS: readonly string[] = [
  AUTH.AGENT_HOME,
  AUTH.TODO,
  AUTH.NEWS,
  AUTH.ACCOUNT_INFO,
  AUTH.AGENT_INFO,
  AUTH.CHANGE_PASSWORD,
];

export function nextAgencyNo(state: Draft<SimulatorState>, prefix: string, digits: number): string {
  return mintNo(state.agencySequences, prefix, digits);
}

/** The next free account id with `prefix` (AGT main accounts, STF sub-accounts). */
export function nextAccountId(accounts: readonly AccountRecord[], prefix: 'AGT' | 'STF'): string {
  const taken = accounts
    .filter((account) => account.accountId.startsWith(prefix))
    .map((account) => Number(account.accountId.slice(prefix.length)))
    .filter(Number.isFinite);
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(4, '0')}`;
}

export const sameUserName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isUserNameTaken(accounts: readonly AccountRecord[], userName: string): boolean {
  return accounts.some((account) => sameUserName(account.userName, userName));
}

/** The agency's main account of `account` (itself for a main account). */
export function mainAccountOf<A extends AccountRecord>(accounts: readonly A[], account: A): A {
  if (!account.parentAccount) return account;
  return accounts.find((candidate) => !candidate.parentAccount && sameUserName(candidate.userName, account.parentAccount!)) ?? account;
}

export function subAccountsOf<A extends AccountRecord>(accounts: readonly A[], main: AccountRecord): A[] {
  return accounts.filter((account) => account.parentAccount !== undefined && sameUserName(account.parentAccount, main.userName));
}

/** The leaf functions of a tree: what a role may hold (GROUP_* nodes only arrange the menu). */
function functionCodesOf(tree: readonly MenuNode[]): string[] {
  return flattenAuthCodes(tree).filter((code) => !code.startsWith('GROUP_'));
}

let allFunctionCodes: ReadonlySet<string> | null = null;
/** Every function the portal knows; read at the first call, once the modules have placed theirs in the menu. */
export function everyFunctionCode(): ReadonlySet<string> {
  return (allFunctionCodes ??= new Set(functionCodesOf(agentMenuTree())));
}

/** The codes of `wanted` that `tree` does not hold: what a role would grant beyond its creator. */
export function grantsBeyond(tree: readonly MenuNode[], wanted: readonly string[]): string[] {
  const held = new Set(functionCodesOf(tree));
  return wanted.filter((code) => !held.has(code));
}

/** The menu names of `codes` (for messages), in tree order. */
export function functionNames(codes: readonly string[]): string {
  const wanted = new Set(codes);
  const names: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (wanted.has(node.authCode)) names.push(node.menuName);
      walk(node.subMenuDirects);
    }
  };
  walk(agentMenuTree());
  return names.join('、');
}

/** Whether a main account registered online still waits for its activation (its licence reviewed). */
export function isPendingActivation(state: AnyState, accountId: string): boolean {
  return state.registrations.some((registration) => registration.accountId === accountId && registration.state === 'PENDING');
}

/** The menu a main account holds: the pending subset until activated, then its organ type's (an enterprise's package). */
export function mainAccountMenu(activation: ActivationState, organType?: OrganType): MenuNode[] {
  if (activation !== 'ACTIVE') return pruneMenuTree(agentMenuTree(), new Set(PENDING_FUNCTIONS));
  return organType === 'ENTERPRISE' ? enterpriseMenuTree() : agentMenuTree();
}

/** A role's functions as a menu: pruned from its agency's main account tree (never more than the agency has). */
export function roleMenu(main: AccountRecord, role: RoleRecord): MenuNode[] {
  return pruneMenuTree(main.menu, new Set(role.functionCodes));
}

/** A staff member's menu at sign-in: its role's (none without a role). */
export function staffMenu(state: AnyState, account: AccountRecord): { menu: MenuNode[]; roleName?: string } {
  const main = mainAccountOf(state.accounts, account);
  const role = state.roles.find((candidate) => candidate.roleCode === account.roleCode && candidate.ownerAccountId === main.accountId);
  if (!role) return { menu: [], roleName: account.roleName };
  return { menu: roleMenu(main, role), roleName: role.roleName };
}

// ---- the organisation's supplementary application ----

/**
 * Whether the caller may apply for a supplement now: only the main account, and not while an application
 * is under review. The organisation's answer offers it by this and the apply write refuses by it.
 */
export function supplementActions(
  account: Pick<AccountRecord, 'parentAccount'>,
  pending: Pick<SupplementRecord, 'applicationNo'> | undefined,
): { allowedActions: OrganisationAction[]; actionNotes?: Partial<Record<OrganisationAction, string>> } {
  if (account.parentAccount) return { allowedActions: [], actionNotes: { APPLY_SUPPLEMENT: '仅主账号可以提交补充资料申请' } };
  if (pending) return { allowedActions: [], actionNotes: { APPLY_SUPPLEMENT: '补充资料正在审核中，审核完成前不能再次提交' } };
  return { allowedActions: ['APPLY_SUPPLEMENT'] };
}

// ---- deregistration ----

/** An agency applies once: not while its application is under review, nor once approved (the apply write refuses the same). */
export function deregistrationActions(latest: Pick<DeregistrationRecord, 'state'> | undefined): DeregistrationAction[] {
  return latest ? [] : ['APPLY'];
}

/** Unfinished orders: not yet ticketed in full nor closed. */
const UNFINISHED_ORDER_STATES = new Set(['BOOKED', 'PAYED', 'TICKEDPART']);

/** The conditions, each ok or blocking, for the agency of `ownerAccountId` (its main account). */
export function deregistrationChecks(state: AnyState, ownerAccountId: string): DeregistrationCheckItem[] {
  const orders = state.orders.filter((order) => order.ownerAccountId === ownerAccountId && UNFINISHED_ORDER_STATES.has(order.status));
  const prepaid = state.prepaidAccounts.find((account) => account.ownerAccountId === ownerAccountId);
  const balance = prepaid?.balance ?? 0;
  const frozen = prepaid?.frozen ?? 0;
  const payments = state.payments.filter((payment) => payment.payerAccountId === ownerAccountId && payment.status === 'PENDING').length;
  const refunds = state.paymentRefunds.filter(
    (refund) => refund.payerAccountId === ownerAccountId && refund.state === 'WAITING_REFUND',
  ).length;
  const retros = state.retroOrders.filter((retro) => retro.ownerAccountId === ownerAccountId && retro.status === 'UNPAID').length;
  const pendingMoney = [
    payments > 0 ? `处理中的支付${payments}笔` : '',
    refunds > 0 ? `待退款${refunds}笔` : '',
    retros > 0 ? `待补款${retros}笔` : '',
  ].filter(Boolean);
  const firstOrders = orders
    .slice(0, 3)
    .map((order) => order.orderNo)
    .join('、');
  const items: Record<DeregistrationCondition, DeregistrationCheckItem> = {
    NO_UNFINISHED_ORDER: {
      condition: 'NO_UNFINISHED_ORDER',
      ok: orders.length === 0,
      description:
        orders.length === 0 ? '没有未完成的订单' : `有${orders.length}个未完成的订单（${firstOrders}${orders.length > 3 ? '等' : ''}）`,
      linkTo: 'teamOrders',
    },
    ZERO_BALANCE: {
      condition: 'ZERO_BALANCE',
      ok: balance === 0,
      description: `预存款余额${formatFen(balance)}`,
      linkTo: 'preExisted',
    },
    NO_FROZEN_AMOUNT: {
      condition: 'NO_FROZEN_AMOUNT',
      ok: frozen === 0,
      description: `冻结金额${formatFen(frozen)}`,
      linkTo: 'preExisted',
    },
    NO_PENDING_MONEY: {
      condition: 'NO_PENDING_MONEY',
      ok: pendingMoney.length === 0,
      description: pendingMoney.length === 0 ? '没有处理中的款项' : pendingMoney.join('，'),
      linkTo: refunds > 0 || payments > 0 ? 'agentPayRefund' : 'retroactive',
    },
  };
  return ConditionEnum.values.map((condition) => items[condition]);
}

// ---- due transitions ----

/**
 * An agency's application to the airline (补充资料, 注销) is approved once its review time has passed since
 * it was filed; `approve` carries the approval out on the draft's record, or leaves it pending.
 */
function approvedOnReview<K extends 'supplements' | 'deregistrations'>(
  key: K,
  entity: string,
  reviewMs: number,
  approve: (draft: Draft<SimulatorState>, record: Draft<SimulatorState>[K][number], dueAt: number) => void,
): DueTransitions<SimulatorState> {
  return (state, now) =>
    dueRecords<SimulatorState, SupplementRecord | DeregistrationRecord>(state[key], now, {
      entity,
      dueAtOf: (application) => (application.state === 'PENDING' ? application.appliedAt + reviewMs : undefined),
      keyOf: (application) => application.applicationNo,
      apply(draft, application, dueAt) {
        const applications: Draft<SimulatorState>[K][number][] = draft[key];
        const record = applications.find((candidate) => candidate.applicationNo === application.applicationNo);
        if (record) approve(draft, record, dueAt);
      },
    });
}

function markApproved(record: Draft<SupplementRecord | DeregistrationRecord>, dueAt: number) {
  record.state = 'APPROVED';
  record.reviewedAt = dueAt;
}

/** A supplementary application is approved once reviewed; a pending registration is then activated. */
export const supplementDue = approvedOnReview('supplements', 'supplement', AGENCY_REVIEW.supplementMs, (draft, record, dueAt) => {
  markApproved(record, dueAt);
  const organisation = draft.organisations.find((candidate) => candidate.ownerAccountId === record.ownerAccountId);
  if (organisation) organisation.licenceImage = record.licenceImage;
  writeSettleLog(draft, logEntry(dueAt, 'APPROVE', `补充资料申请${record.applicationNo}审核通过`));
  const registration = draft.registrations.find(
    (candidate) => candidate.accountId === record.ownerAccountId && candidate.state === 'PENDING',
  );
  const account = draft.accounts.find((candidate) => candidate.accountId === record.ownerAccountId);
  if (!registration || !account) return;
  registration.state = 'ACTIVE';
  registration.activatedAt = dueAt;
  account.menu = mainAccountMenu('ACTIVE', account.organType);
  writeSettleLog(draft, logEntry(dueAt, 'ACTIVATE', `${account.userName}（${registration.companyName}）已激活`));
});

/** A deregistration is approved once reviewed: the agency and its sub-accounts can no longer sign in. */
export const deregistrationDue = approvedOnReview(
  'deregistrations',
  'deregistration',
  AGENCY_REVIEW.deregistrationMs,
  (draft, record, dueAt) => {
    const main = draft.accounts.find((candidate) => candidate.accountId === record.ownerAccountId);
    if (!main) return;
    markApproved(record, dueAt);
    const closed = [main, ...subAccountsOf(draft.accounts, main)];
    for (const account of closed) account.deregistered = true;
    if (draft.session && closed.some((account) => account.accountId === draft.session?.accountId)) draft.session = null;
    writeSettleLog(draft, logEntry(dueAt, 'DEREGISTER', `${main.userName}的注销申请${record.applicationNo}审核通过，账号已注销`));
  },
);
