import { describe, expect, it } from 'vitest';
import { accountApi } from '@/lib/gateway/endpoints';
import { createSeedState, UNSAFE_BULLETIN_PROD_NO } from '@/mocks/seed';
import { simulator } from '@/mocks/simulator';
import { ok } from './support';

const NOW = Date.parse('2026-03-02T09:00:00+08:00');

describe('seed', () => {
  it('is deterministic: the same instant gives the same data', () => {
    expect(createSeedState(NOW, 0)).toEqual(createSeedState(NOW, 0));
  });

  it('dates follow the instant it is seeded at', () => {
    const later = createSeedState(NOW + 10 * 24 * 60 * 60_000, 0);
    const now = createSeedState(NOW, 0);
    expect(Date.parse(later.bulletins[0]!.publishTime) - Date.parse(now.bulletins[0]!.publishTime)).toBe(10 * 24 * 60 * 60_000);
  });

  it('holds the demo accounts (a second agency, more staff of agent01 and a pending registration), two tokens, 24 bulletins, 15 notices', () => {
    const state = createSeedState(NOW, 0);
    expect(state.accounts.map((account) => account.userName)).toEqual([
      'agent01',
      'corp01',
      'agent02',
      'staff01',
      'user01',
      'staff02',
      'staff03',
      'staff04',
      'xinghai01',
    ]);
    expect(state.tokens.map((token) => token.tokenId)).toEqual(['demo-agent01', 'demo-user01']);
    expect(state.bulletins).toHaveLength(24);
    expect(new Set(state.bulletins.map((bulletin) => bulletin.category))).toEqual(new Set(['NOTICE', 'POLICY', 'PROMOTION', 'SYSTEM']));
    expect(state.bulletins.filter((bulletin) => bulletin.content.includes('<script>')).map((bulletin) => bulletin.prodNo)).toEqual([
      UNSAFE_BULLETIN_PROD_NO,
    ]);
    expect(state.flightChangeNotices).toHaveLength(15);
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
