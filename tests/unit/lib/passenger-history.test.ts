import { describe, expect, it } from 'vitest';
import {
  clearPassengerHistory,
  forgetDeviceHistory,
  forgetPassenger,
  HISTORY_LIMIT,
  passengerHistory,
  rememberOnDevice,
  rememberPassengers,
  setRememberOnDevice,
} from '@/lib/passenger-history';
import { clearSessionUser, saveSessionUser } from '@/lib/stored-user';
import { clearDrafts } from '@/lib/storage';
import type { LoginResult } from '@/lib/gateway/endpoints/account';
import type { PassengerInput } from '@/lib/gateway/endpoints/order';

const passenger = (name: string, idNo: string, extra: Partial<PassengerInput> = {}): PassengerInput => ({
  name,
  passengerType: 'ADT',
  idType: 'PP',
  idNo,
  ...extra,
});

describe('the local history of entered passengers', () => {
  it('keeps one entry per ID number, the newest first, in sessionStorage only', () => {
    rememberPassengers([passenger('SMITH/JOHN', 'E1234567'), passenger('DOE/JANE', 'E7654321')]);
    rememberPassengers([passenger('SMITH/JOHN', 'e1234567', { mobile: '13800138000' })]);
    expect(passengerHistory()).toEqual([passenger('SMITH/JOHN', 'e1234567', { mobile: '13800138000' }), passenger('DOE/JANE', 'E7654321')]);
    expect(localStorage.length).toBe(0);
    forgetPassenger('E7654321');
    expect(passengerHistory().map((item) => item.name)).toEqual(['SMITH/JOHN']);
    clearPassengerHistory();
    expect(passengerHistory()).toEqual([]);
  });

  it('is bounded and goes with the drafts at logout', () => {
    rememberPassengers(Array.from({ length: HISTORY_LIMIT + 5 }, (_, index) => passenger(`P/N${index}`, `E${100000 + index}`)));
    expect(passengerHistory()).toHaveLength(HISTORY_LIMIT);
    clearDrafts();
    expect(passengerHistory()).toEqual([]);
  });
});

const signedIn = (accountId: string, userName: string) =>
  saveSessionUser({
    accountInfo: { accountId, userName, displayName: userName, mobile: '13900000001' },
    accountType: 'AGENT',
    organType: 'TRAVELAGENCY',
    limitMenu: [],
    functionMenu: { rootMenuDirect: [] },
  } satisfies LoginResult);

describe('在本机记住旅客: the per-account choice', () => {
  it('is off by default; on, the tab’s history moves to this device for that account only and survives logout; off again, the device keeps nothing', () => {
    signedIn('AGT0001', 'agent01');
    expect(rememberOnDevice()).toBe(false);
    rememberPassengers([passenger('SMITH/JOHN', 'E1234567')]);
    setRememberOnDevice(true);
    expect(rememberOnDevice()).toBe(true);
    rememberPassengers([passenger('DOE/JANE', 'E7654321')]);
    expect(JSON.parse(localStorage.getItem('b2b.passenger-history:AGT0001')!)).toEqual({
      userName: 'agent01',
      passengers: [passenger('DOE/JANE', 'E7654321'), passenger('SMITH/JOHN', 'E1234567')],
    });
    // Logout clears the tab's drafts and user; the device's history stays for the account's next login.
    clearDrafts();
    clearSessionUser();
    signedIn('AGT0009', 'agent09');
    expect(rememberOnDevice()).toBe(false);
    expect(passengerHistory()).toEqual([]);
    signedIn('AGT0001', 'agent01');
    expect(passengerHistory().map((item) => item.name)).toEqual(['DOE/JANE', 'SMITH/JOHN']);
    forgetPassenger('E7654321');
    expect(passengerHistory().map((item) => item.name)).toEqual(['SMITH/JOHN']);
    clearPassengerHistory();
    expect(passengerHistory()).toEqual([]);
    expect(rememberOnDevice()).toBe(true);
    rememberPassengers([passenger('ROE/RICH', 'E5555555')]);
    setRememberOnDevice(false);
    expect(localStorage.getItem('b2b.passenger-history:AGT0001')).toBeNull();
    expect(passengerHistory().map((item) => item.name)).toEqual(['ROE/RICH']);
  });

  it('is cleared when the account is deregistered, found by its id or its login name', () => {
    signedIn('AGT0001', 'agent01');
    setRememberOnDevice(true);
    rememberPassengers([passenger('SMITH/JOHN', 'E1234567')]);
    signedIn('AGT0002', 'corp01');
    setRememberOnDevice(true);
    rememberPassengers([passenger('DOE/JANE', 'E7654321')]);
    forgetDeviceHistory({ userName: 'agent01' });
    expect(localStorage.getItem('b2b.passenger-history:AGT0001')).toBeNull();
    forgetDeviceHistory({ accountId: 'AGT0002' });
    expect(localStorage.length).toBe(0);
  });
});
