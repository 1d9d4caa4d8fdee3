import { describe, expect, it } from 'vitest';
import { AUTH } from '@/config/auth-codes';
import { agentMenuTree } from '@/mocks/kernel/menu-tree';
import { MODULES } from '@/mocks/modules';
import { orderSeedAbove } from '@/mocks/order/seed/orders';
import { PERSISTED } from '@/mocks/persistence';
import { createSeedState } from '@/mocks/seed';

/** What the assembly reads from the module list (src/mocks/modules.ts) reaches the gateway's state and menu. */

const NOW = Date.parse('2026-11-23T09:00:00+08:00');

describe('the module list', () => {
  it('lays out every root key the seed makes, and no other', () => {
    const kept = Object.keys(createSeedState(NOW, 0)).filter((key) => key !== 'version' && key !== 'serialCounter');
    expect(Object.keys(PERSISTED).sort()).toEqual(kept.sort());
  });

  it("places charter's 包机 in 团队预订 right after 散客票, from its entry", () => {
    const booking = agentMenuTree().find((node) => node.authCode === 'GROUP_DUE')!;
    const codes = booking.subMenuDirects.map((node) => node.authCode);
    expect(codes.slice(codes.indexOf(AUTH.SCATTERED), codes.indexOf(AUTH.SCATTERED) + 2)).toEqual([AUTH.SCATTERED, AUTH.CHARTER]);
    expect(booking.subMenuDirects.find((node) => node.authCode === AUTH.CHARTER)?.menuName).toBe('包机');
  });

  it("lends the order core's seed every part once", () => {
    const loans = MODULES.map((module) => module.orderSeed?.() ?? {});
    expect(Object.keys(orderSeedAbove(loans)).sort()).toEqual(['charter', 'charterAircraft', 'refundAll', 'refundApplications']);
    const [charterLoan] = loans.filter((loan) => 'charter' in loan);
    expect(() => orderSeedAbove([...loans, charterLoan!])).toThrow('two modules lend the order seed its charterAircraft');
    expect(() => orderSeedAbove(loans.filter((loan) => !('refundAll' in loan)))).toThrow(
      'no module lends the order seed its refundAll, refundApplications',
    );
  });
});
