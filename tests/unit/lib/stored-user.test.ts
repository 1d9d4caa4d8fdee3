import { describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, isLoggedIn, saveSessionUser, toSessionUser } from '@/lib/stored-user';
import { BizRequestError, isBizError, NEGATIVE_GROUP_COUNT_CODE, openDownload, endpoint, type LoginResult } from '@/lib/gateway';

const result: LoginResult = {
  accountInfo: { accountId: 'AGT0001', userName: 'agent01', displayName: '王建国', mobile: '13900000001' },
  accountType: 'AGENT',
  organType: 'TRAVELAGENCY',
  limitMenu: [],
  functionMenu: { rootMenuDirect: [{ authCode: 'NEWS', menuName: '新闻公告', subMenuDirects: [] }] },
};

describe('session storage', () => {
  it('stores account info fields beside accountType, organType, limitMenu and functionMenu', () => {
    expect(toSessionUser(result)).toEqual({
      accountId: 'AGT0001',
      userName: 'agent01',
      displayName: '王建国',
      mobile: '13900000001',
      accountType: 'AGENT',
      organType: 'TRAVELAGENCY',
      limitMenu: [],
      functionMenu: result.functionMenu,
    });
  });

  it('counts the user logged in while stored user info exists (sessionStorage)', () => {
    expect(isLoggedIn()).toBe(false);
    saveSessionUser(result);
    expect(isLoggedIn()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('b2b.userInfo') ?? '{}').userName).toBe('agent01');
    clearSessionUser();
    expect(getSessionUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });
});

describe('gateway helpers', () => {
  it('tells a business refusal, optionally by code', () => {
    const error = new BizRequestError({ isOk: false, errorCode: NEGATIVE_GROUP_COUNT_CODE });
    expect(isBizError(error)).toBe(true);
    expect(isBizError(error, NEGATIVE_GROUP_COUNT_CODE)).toBe(true);
    expect(isBizError(error, 'B2T-2004-01-004')).toBe(false);
    expect(isBizError(new Error('x'))).toBe(false);
  });

  it('opens a download link with its query parameters in a new window', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openDownload(endpoint<unknown, unknown>('/report/download'), { reportId: 'R1' });
    expect(open).toHaveBeenCalledWith('/b2b-gateway/api/report/download?reportId=R1', '_blank', 'noopener');
    open.mockRestore();
  });
});
