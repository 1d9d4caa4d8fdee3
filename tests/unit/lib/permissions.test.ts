import { describe, expect, it } from 'vitest';
import { flattenAuthCodes, getAccess } from '@/lib/permissions';
import type { MenuNode } from '@/lib/gateway';
import type { SessionUser } from '@/lib/stored-user';

const node = (authCode: string, ...subMenuDirects: MenuNode[]): MenuNode => ({ authCode, menuName: authCode, subMenuDirects });

const tree = [node('GROUP_A', node('A1'), node('A2', node('A2_BUTTON'))), node('B')];

function user(overrides: Partial<SessionUser>): SessionUser {
  return {
    accountId: '1',
    userName: 'u',
    displayName: 'U',
    mobile: '13900000001',
    accountType: 'AGENT',
    organType: 'TRAVELAGENCY',
    limitMenu: [],
    functionMenu: { rootMenuDirect: tree },
    ...overrides,
  };
}

describe('permissions', () => {
  it('flattens every authCode of the tree, recursively', () => {
    expect(flattenAuthCodes(tree)).toEqual(['GROUP_A', 'A1', 'A2', 'A2_BUTTON', 'B']);
    expect(flattenAuthCodes(undefined)).toEqual([]);
  });

  it('uses the codes as menu and button permissions', () => {
    const access = getAccess(user({}));
    expect(access.can('A2_BUTTON')).toBe(true);
    expect(access.can('C')).toBe(false);
    expect(access.can(undefined)).toBe(true);
  });

  it('calls an AGENT accountType an agent', () => {
    expect(getAccess(user({ accountType: 'AGENT' })).isAgent).toBe(true);
    expect(getAccess(user({ accountType: 'NORMAL' })).isAgent).toBe(false);
    expect(getAccess(null).isAgent).toBe(false);
  });

  it('calls ENTERPRISE organs enterprise users, or limitMenu holders when a code is asked', () => {
    expect(getAccess(user({ organType: 'ENTERPRISE' })).isEnterprise()).toBe(true);
    const limited = getAccess(user({ organType: 'TRAVELAGENCY', limitMenu: ['ITINERARY_ISSUE'] }));
    expect(limited.isEnterprise()).toBe(false);
    expect(limited.isEnterprise('ITINERARY_ISSUE')).toBe(true);
    expect(limited.isEnterprise('REPORT')).toBe(false);
  });

  it('grants nothing without a session', () => {
    expect(getAccess(null).can('A1')).toBe(false);
  });
});
