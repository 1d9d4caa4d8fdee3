import { describe, expect, it } from 'vitest';
import { clearPassengerHistory, forgetPassenger, HISTORY_LIMIT, passengerHistory, rememberPassengers } from '@/lib/passenger-history';
import { clearDrafts } from '@/lib/storage';
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
