import { hashKey, queryOptions } from '@tanstack/react-query';
import { agencyApi, call, type RoleDetail } from '@/lib/gateway';
import { defineDetail } from '@/lib/detail-kit';
import { defineList } from '@/lib/list-kit';
import { textFilter } from '@/lib/list-params';
import { defineWrite } from '@/lib/mutation-kit';
import { ROLE_NAME_MAX_LENGTH } from '@/domain/agency';
import { KEY_ROOTS } from '@/lib/query-keys';

/** /agent/user/auth: the agency's roles, searched by name. */
export const roleList = defineList({
  entity: KEY_ROOTS.role,
  endpoint: agencyApi.roleQuery,
  listKey: 'roles',
  filters: {
    roleName: textFilter({ label: '角色名称', placeholder: '输入角色名称', maxLength: ROLE_NAME_MAX_LENGTH, width: 220 }),
  },
});

/** /agent/user/auth/detail/:code (and the edit form): one role with its functions (same key root as the list). */
export const roleDetail = defineDetail({
  entity: KEY_ROOTS.role,
  endpoint: agencyApi.roleDetail,
  param: 'code',
  request: (roleCode) => ({ roleCode }),
  select: (res): RoleDetail => res,
});

/**
 * The functions the signed-in user may grant: its own tree (a role never grants more than its
 * creator has). Its own key root: saving a role does not change it.
 */
export const enabledFunctionsQuery = () =>
  queryOptions({
    queryKey: ['roleEnabledFunctions'] as const,
    queryFn: async () => (await call(agencyApi.roleEnabledFunctions, {})).functionTree,
  });

/**
 * Create (no roleCode) or edit. Every read under the roles' key root reloads (the lists, the role
 * choice of the sub-account screens); the role's own detail is the answer itself, not asked again.
 */
export const saveRole = defineWrite({
  endpoint: agencyApi.roleSave,
  onSuccess: async (role, _input, queryClient) => {
    const detailKey = roleDetail.keys.detail(role.roleCode);
    queryClient.setQueryData(detailKey, role);
    await queryClient.invalidateQueries({
      queryKey: roleList.keys.all,
      predicate: (query) => query.queryHash !== hashKey(detailKey),
    });
  },
});

/** Refused while a sub-account holds the role (the gateway says how many). */
export const deleteRole = defineWrite({
  endpoint: agencyApi.roleDelete,
  invalidates: [roleList.keys.all],
  onSuccess: (_result, { roleCode }, queryClient) => queryClient.removeQueries({ queryKey: roleDetail.keys.detail(roleCode) }),
});
