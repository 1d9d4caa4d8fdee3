import { afterEach, describe, expect, it } from 'vitest';
import { accountApi } from '@/lib/gateway/endpoints';
import { createSeedState, UNSAFE_BULLETIN_PROD_NO } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { attachPersistence, detachPersistence, type PersistenceAdapter } from '@/mocks/store';
import { loginAs, ok } from './support';

const NOW = Date.parse('2026-03-02T09:00:00+08:00');

/** An in-memory stand-in for localStorage. */
function memoryAdapter(initial: string | null = null) {
  const saved: { json: string | null } = { json: initial };
  const adapter: PersistenceAdapter = { load: () => saved.json, save: (json) => (saved.json = json) };
  return { adapter, saved };
}

afterEach(() => detachPersistence());

describe('seed', () => {
  it('is deterministic: the same instant gives the same data', () => {
    expect(createSeedState(NOW, 0)).toEqual(createSeedState(NOW, 0));
  });

  it('dates follow the instant it is seeded at', () => {
    const later = createSeedState(NOW + 10 * 24 * 60 * 60_000, 0);
    const now = createSeedState(NOW, 0);
    expect(Date.parse(later.bulletins[0]!.publishTime) - Date.parse(now.bulletins[0]!.publishTime)).toBe(10 * 24 * 60 * 60_000);
  });

  it('holds the four demo accounts, two tokens, 24 bulletins, 15 notices', () => {
    const state = createSeedState(NOW, 0);
    expect(state.accounts.map((account) => account.userName)).toEqual(['agent01', 'corp01', 'staff01', 'user01']);
    expect(state.tokens.map((token) => token.tokenId)).toEqual(['demo-agent01', 'demo-user01']);
    expect(state.bulletins).toHaveLength(24);
    expect(new Set(state.bulletins.map((bulletin) => bulletin.category))).toEqual(new Set(['NOTICE', 'POLICY', 'PROMOTION', 'SYSTEM']));
    expect(state.bulletins.filter((bulletin) => bulletin.content.includes('<script>')).map((bulletin) => bulletin.prodNo)).toEqual([
      UNSAFE_BULLETIN_PROD_NO,
    ]);
    expect(state.flightChangeNotices).toHaveLength(15);
  });
});

describe('persistence', () => {
  it('saves after every call that changes state, and a new page load picks it up', async () => {
    const { adapter, saved } = memoryAdapter();
    attachPersistence(adapter);
    await loginAs('agent01');
    const afterLogin = JSON.parse(saved.json ?? '{}') as { session: { accountId: string } | null };
    expect(afterLogin.session?.accountId).toBe('AGT0001');

    // A "reload": the in-memory state is replaced by a reset, then the saved one is loaded again.
    const json = saved.json;
    simulator.reset();
    expect(simulator.state.session).toBeNull();
    attachPersistence(memoryAdapter(json).adapter);
    expect(simulator.state.session?.accountId).toBe('AGT0001');
  });

  it('ignores an unreadable or outdated save and keeps the seed', () => {
    attachPersistence(memoryAdapter('{broken').adapter);
    expect(simulator.state.accounts).toHaveLength(4);
    attachPersistence(memoryAdapter(JSON.stringify({ version: 0 })).adapter);
    expect(simulator.state.accounts).toHaveLength(4);
  });

  it('reset() saves the seed', async () => {
    const { adapter, saved } = memoryAdapter();
    attachPersistence(adapter);
    await loginAs('agent01');
    simulator.reset();
    expect((JSON.parse(saved.json ?? '{}') as { session: unknown }).session).toBeNull();
  });
});

describe('simulator control API', () => {
  it('notifies subscribers on gateway calls and clock moves, until unsubscribed', async () => {
    let calls = 0;
    const unsubscribe = simulator.subscribe(() => (calls += 1));
    await ok(accountApi.imageCaptcha, {});
    simulator.clock.advance(1000);
    expect(calls).toBe(2);
    unsubscribe();
    simulator.clock.advance(1000);
    expect(calls).toBe(2);
  });

  it('clock.set and advance move the simulator time', () => {
    simulator.clock.set('2026-07-01T08:00:00+08:00');
    simulator.clock.advance(60 * 60_000);
    expect(Math.abs(simulator.clock.nowMs() - Date.parse('2026-07-01T09:00:00+08:00'))).toBeLessThan(1000);
    expect(simulator.clock.now()).toBeInstanceOf(Date);
  });

  it('peekSms answers the latest code, for a mobile when asked', async () => {
    expect(simulator.peekSms()).toBeNull();
    const captcha = { captchaKey: (await ok(accountApi.imageCaptcha, {})).captchaKey, captchaCode: simulator.peekCaptcha() ?? '' };
    await ok(accountApi.dynamicPasswordSend, { mobile: '13800000001', ...captcha });
    expect(simulator.peekSms('13800000001')?.code).toMatch(/^\d{6}$/);
    expect(simulator.peekSms('13900000001')).toBeNull();
  });
});
