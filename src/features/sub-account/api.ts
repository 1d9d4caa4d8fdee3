import { queryOptions } from '@tanstack/react-query';
import { SubAccountState } from '@/domain/agency';
import { agencyApi, call, type RoleRow } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { enumFilter, textFilter, type ListParams } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { RECORD_NUMBER } from '@/lib/record-numbers';
import { KEY_ROOTS } from '@/lib/query-keys';

/** /agent/user/subaccount: the agency's sub-accounts, by user name, name and state. */
export const subAccountList = defineList({
  entity: KEY_ROOTS.subAccount,
  endpoint: agencyApi.subAccountList,
  listKey: 'subAccounts',
  filters: {
    userName: textFilter({ label: '用户名', placeholder: '用户名关键字', maxLength: 20, width: 160 }),
    displayName: textFilter({ label: '姓名', placeholder: '姓名关键字', maxLength: 20, width: 140 }),
    state: enumFilter(SubAccountState, { label: '状态', placeholder: '全部状态', width: 120 }),
  },
  formId: 'sub-account-filter',
});
export type SubAccountListParams = ListParams<typeof subAccountList.filters>;

/**
 * The agency's whole list, first page: its total is how many sub-accounts exist (the limit counts
 * them all). The same key as the unfiltered list's first page, so that list answers both.
 */
export const allSubAccounts = () => subAccountList.query({ currentPage: 1, perSize: subAccountList.perSize });

/** /agent/user/subaccount/edit/:id (same key root as the list: a save reloads both). */
export const subAccountDetail = defineDetail({
  entity: KEY_ROOTS.subAccount,
  endpoint: agencyApi.subAccountDetail,
  param: 'id',
  request: (accountId) => ({ accountId }),
  select: (account) => account,
  idPattern: RECORD_NUMBER.subAccount,
});

const USER_NAME_CHECKS = ['subAccount', 'userName'] as const;

interface UserNameCheck {
  available: boolean;
  reason?: string;
}

/** Is a user name free? One read per name (case-insensitive); a save invalidates it with the list. */
export const userNameCheck = (userName: string) =>
  queryOptions({
    queryKey: [...USER_NAME_CHECKS, userName.toLowerCase()] as const,
    queryFn: async (): Promise<UserNameCheck> => {
      const { available, reason } = await call(agencyApi.subAccountUsernameQuery, { userName });
      return { available, reason };
    },
  });

/** The most rows the gateway gives per page. */
const ROLES_PER_PAGE = 100;

/**
 * Every role of the agency, for the role choice (every page). Under the roles' key root, so a role
 * written on the role screens reloads it.
 */
export const roleChoices = queryOptions({
  queryKey: [KEY_ROOTS.role, 'choices'] as const,
  queryFn: async (): Promise<RoleRow[]> => {
    const roles: RoleRow[] = [];
    for (let currentPage = 1; ; currentPage += 1) {
      const answer = await call(agencyApi.roleQuery, { currentPage, perSize: ROLES_PER_PAGE });
      roles.push(...answer.roles);
      if (answer.roles.length < ROLES_PER_PAGE || roles.length >= answer.page.count) return roles;
    }
  },
});

/**
 * Create (no accountId) or edit. The answer is the record: it replaces the cached detail (the edit
 * screen still shows it, so an invalidation would ask for it again); the lists, the user name checks
 * and the roles (their member counts) are read again.
 */
export const saveSubAccount = defineWrite({
  endpoint: agencyApi.subAccountSave,
  onSuccess: ({ btCommonRes: _envelope, ...account }, _input, queryClient) => {
    queryClient.setQueryData(subAccountDetail.query(account.accountId).queryKey, account);
  },
  invalidates: [subAccountList.keys.lists, USER_NAME_CHECKS, ['role']],
});

export const lockSubAccount = defineWrite({
  endpoint: agencyApi.subAccountLock,
  invalidates: [subAccountList.keys.all],
});

/** A code for resetting a sub-account's password, sent to the main account's phone. */
export const sendResetCode = defineWrite({ endpoint: agencyApi.subAccountVerifyCode });

export const resetSubAccountPassword = defineWrite({ endpoint: agencyApi.subAccountResetPassword });
