import { beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_LIMIT_MS, followDelay, shouldFollow } from '@/features/payment/follow';
import { attemptKey, endAttempt, lastOnlinePayment, rememberOnlinePayment } from '@/features/payment/pay-attempt';
import {
  cashierHref,
  cashierResultHref,
  orderDetailHref,
  orderDetailTarget,
  payHref,
  payResultHref,
  readPayableRef,
  readPaymentNo,
  resultStatusOf,
} from '@/lib/pay-links';

describe('following a pending payment', () => {
  it('waits 1 s, 2 s, 4 s … and never more than 30 s between questions', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(followDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('follows while PENDING until about ten minutes of waits, then stops', () => {
    let waited = 0;
    let asked = 0;
    while (shouldFollow('PENDING', waited)) {
      waited += followDelay(asked);
      asked += 1;
    }
    expect(waited).toBeGreaterThanOrEqual(FOLLOW_LIMIT_MS);
    expect(waited).toBeLessThan(FOLLOW_LIMIT_MS + 30_000);
    expect(asked).toBe(24);
    expect(shouldFollow('SUCCESS', 0)).toBe(false);
    expect(shouldFollow('FAILED', 0)).toBe(false);
    expect(shouldFollow(undefined, 0)).toBe(false);
  });
});

describe('one idempotency key per payment attempt', () => {
  const ref = { payableKind: 'ORDER', payableNo: 'TO100143' } as const;
  const content = { method: 'PREPAID', points: 0, expectedAmount: 12_345 };
  beforeEach(() => sessionStorage.clear());

  it('keeps the key of an attempt for the same content (a retry, a reopened confirmation, a reload)', () => {
    const key = attemptKey(ref, content);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attemptKey(ref, { ...content })).toBe(key);
    expect(attemptKey({ payableKind: 'ORDER', payableNo: 'TO100144' }, content)).not.toBe(key);
  });

  it('makes another key for other content, and after the attempt ended', () => {
    const key = attemptKey(ref, content);
    const other = attemptKey(ref, { ...content, method: 'B2B' });
    expect(other).not.toBe(key);
    endAttempt(ref, key); // not the stored one any more: kept
    expect(attemptKey(ref, { ...content, method: 'B2B' })).toBe(other);
    endAttempt(ref, other);
    expect(attemptKey(ref, { ...content, method: 'B2B' })).not.toBe(other);
  });

  it('remembers the ONLINE payment sent to the cashier', () => {
    expect(lastOnlinePayment()).toBeNull();
    rememberOnlinePayment('PAY10000042');
    expect(lastOnlinePayment()).toBe('PAY10000042');
  });
});

describe('links into the payment screens', () => {
  it('reads a payable from the address, refusing unknown kinds and malformed numbers', () => {
    expect(readPayableRef(new URLSearchParams('payableKind=ORDER&payableNo=to100143'))).toEqual({
      payableKind: 'ORDER',
      payableNo: 'TO100143',
    });
    expect(readPayableRef(new URLSearchParams('payableKind=ANCILLARY&payableNo=AN300003'))).toEqual({
      payableKind: 'ANCILLARY',
      payableNo: 'AN300003',
    });
    expect(readPayableRef(new URLSearchParams('payableKind=TIP&payableNo=TO100143'))).toBeNull();
    expect(readPayableRef(new URLSearchParams('payableKind=ORDER&payableNo=<script>'))).toBeNull();
    expect(readPayableRef(new URLSearchParams(''))).toBeNull();
    expect(readPaymentNo(new URLSearchParams('paymentNo=pay10000001'))).toBe('PAY10000001');
    expect(readPaymentNo(new URLSearchParams('paymentNo=x'))).toBeNull();
  });

  it('builds each area’s links and keeps only a same-origin return path for the cashier', () => {
    const ref = { payableKind: 'ANCILLARY', payableNo: 'AN300002' } as const;
    expect(payHref('agent', ref)).toBe('/agent/pay/payment?payableKind=ANCILLARY&payableNo=AN300002');
    expect(payHref('normal', ref)).toBe('/normal/pay/payment?payableKind=ANCILLARY&payableNo=AN300002');
    expect(payResultHref('agent', 'pending', 'PAY10000001')).toBe('/agent/pay/result/pending?paymentNo=PAY10000001');
    expect(cashierHref(ref, '/normal/order/list')).toBe('/pay?payableKind=ANCILLARY&payableNo=AN300002&return=%2Fnormal%2Forder%2Flist');
    expect(cashierHref(ref, 'https://evil.example/')).toBe('/pay?payableKind=ANCILLARY&payableNo=AN300002');
    expect(cashierResultHref('PAY10000001', '//evil.example')).toBe('/pay/result?paymentNo=PAY10000001');
    expect(cashierResultHref(undefined, '/agent')).toBe('/pay/result?return=%2Fagent');
    expect(resultStatusOf('SUCCESS')).toBe('success');
    expect(resultStatusOf('PENDING')).toBe('pending');
    expect(resultStatusOf('CLOSED')).toBe('failed');
  });

  it('links an order’s detail only in the area that shows it', () => {
    expect(orderDetailHref('agent', 'TO100101')).toBe('/agent/orderCenter/order/TO100101');
    expect(orderDetailHref('normal', 'NO200101')).toBe('/normal/order/list/NO200101');
    expect(orderDetailHref('normal', 'TO100101')).toBeUndefined();
    expect(orderDetailHref('agent', undefined)).toBeUndefined();
    // The number names the screen, whose own function guards the link (OrderNoLink).
    expect(orderDetailTarget('agent', 'SO300104')).toEqual({
      key: 'scatteredOrderDetail',
      path: '/agent/orderCenter/scattered-order/SO300104',
    });
    expect(orderDetailTarget('agent', 'AN500010')).toEqual({ key: 'bidOrderDetail', path: '/agent/auction/order/AN500010' });
    expect(orderDetailTarget('normal', 'SO300104')).toBeUndefined();
  });
});
