import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionUserOutlet } from '@/lib/current-user';
import {
  clearDrafts,
  discardLegacyDrafts,
  DRAFT_MAX_AGE_MS,
  draftKey,
  isSecretField,
  readDraft,
  saveDraft,
  useFormDraft,
} from '@/lib/drafts';

describe('form drafts', () => {
  it('are kept per account, screen and form', () => {
    expect(draftKey('AGT0001', '/airline-change-notice', 'filter')).toBe('b2b.draft:AGT0001:/airline-change-notice:filter');
  });

  it('round-trip text, lists and dates', () => {
    const key = draftKey('AGT0001', '/x', 'f');
    const start = dayjs('2026-12-01T00:00:00Z');
    saveDraft(key, { flightNo: 'XY5101', dates: [start, start.add(3, 'day')], names: ['张三'] });
    const draft = readDraft<{ flightNo: string; dates: dayjs.Dayjs[]; names: string[] }>(key);
    expect(draft?.flightNo).toBe('XY5101');
    expect(draft?.names).toEqual(['张三']);
    expect(dayjs.isDayjs(draft?.dates[0])).toBe(true);
    expect(draft?.dates[1]?.toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });

  it('live as long as the tab: sessionStorage, never localStorage', () => {
    const key = draftKey('AGT0001', '/x', 'passengers');
    saveDraft(key, { passengers: [{ name: '张三', idNo: '11010519491231002X', mobile: '13800138000' }] });
    expect(sessionStorage.getItem(key)).toContain('11010519491231002X');
    expect(localStorage.length).toBe(0);
  });

  it('are dropped when older than a day by the browser’s clock', () => {
    const key = draftKey('AGT0001', '/x', 'old');
    saveDraft(key, { a: 1 });
    expect(readDraft(key, Date.now() + DRAFT_MAX_AGE_MS - 1000)).toEqual({ a: 1 });
    expect(readDraft(key, Date.now() + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('read nothing when there is none', () => {
    expect(readDraft('b2b.draft:none')).toBeNull();
  });
});

describe('secrets never enter a draft', () => {
  it.each([
    'password',
    'newPassword',
    'confirmPassword',
    'dynamicPassword',
    'payPwd',
    'captchaCode',
    'captchaKey',
    'smsCode',
    'verifyCode',
    'verificationCode',
    'checkCode',
    'validCode',
    'code',
    'otp',
    'pin',
    'tokenUUID',
    'sms_code',
  ])('%s is a secret', (name) => expect(isSecretField(name)).toBe(true));

  it.each(['userName', 'passengers', 'passengerName', 'idNo', 'mobile', 'creditCode', 'cityCode', 'airportCode', 'pinyinName', 'remark'])(
    '%s is typed work and stays',
    (name) => expect(isSecretField(name)).toBe(false),
  );

  it('strips them at any depth when saving, keeping the rest', () => {
    const key = draftKey('AGT0001', '/x', 'form');
    saveDraft(key, {
      userName: 'agent01',
      password: 'Agent@2026',
      captchaCode: 'AB12',
      creditCode: '91350100M000100Y43',
      passengers: [{ name: '张三', idNo: '11010519491231002X', smsCode: '123456' }],
    });
    const raw = sessionStorage.getItem(key) ?? '';
    expect(raw).not.toContain('Agent@2026');
    expect(raw).not.toContain('AB12');
    expect(raw).not.toContain('123456');
    expect(readDraft(key)).toEqual({
      userName: 'agent01',
      creditCode: '91350100M000100Y43',
      passengers: [{ name: '张三', idNo: '11010519491231002X' }],
    });
  });

  it('strips the names a form lists in exclude too', () => {
    const key = draftKey('AGT0001', '/x', 'question');
    saveDraft(key, { securityAnswer: '上海', remark: '备注' }, ['securityAnswer']);
    expect(readDraft(key)).toEqual({ remark: '备注' });
  });
});

describe('clearing drafts', () => {
  it('removes every draft of the tab, of every account, and nothing else', () => {
    saveDraft(draftKey('AGT0001', '/x', 'a'), { a: 1 });
    saveDraft(draftKey('USR0001', '/y', 'b'), { b: 2 });
    sessionStorage.setItem('b2b.userInfo', '{}');
    clearDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['b2b.userInfo']);
  });

  it('discards drafts an earlier version left in localStorage', () => {
    localStorage.setItem('b2b.draft:AGT0001:/x:f', JSON.stringify({ savedAt: Date.now(), values: { idNo: 'x' } }));
    localStorage.setItem('b2b.loginKind', '"agent"');
    discardLegacyDrafts();
    expect(Object.keys(localStorage)).toEqual(['b2b.loginKind']);
  });
});

describe('useFormDraft', () => {
  const user = { accountId: 'AGT0001' };

  function mount(exclude?: string[]) {
    const form = { setFieldsValue: (values: object) => restored.push(values) };
    const restored: object[] = [];
    let draft: ReturnType<typeof useFormDraft> | undefined;
    function Probe() {
      draft = useFormDraft(form, 'probe', { exclude });
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          Component: SessionUserOutlet,
          path: '/',
          loader: () => user,
          HydrateFallback: () => null,
          children: [{ path: 'form', Component: Probe }],
        },
      ],
      {
        initialEntries: ['/form'],
      },
    );
    render(<RouterProvider router={router} />);
    return { restored, draft: () => draft! };
  }

  it('saves without secrets and the excluded names, restores on mount, clears on demand', async () => {
    const first = mount(['answer']);
    await waitFor(() => expect(first.draft()).toBeDefined());
    act(() => first.draft().onValuesChange({}, { flightNo: 'XY5101', password: 'x', answer: 'y' }));
    expect(readDraft(draftKey('AGT0001', '/form', 'probe'))).toEqual({ flightNo: 'XY5101' });

    const second = mount();
    await waitFor(() => expect(second.restored).toEqual([{ flightNo: 'XY5101' }]));
    act(() => second.draft().clear());
    expect(readDraft(draftKey('AGT0001', '/form', 'probe'))).toBeNull();
  });
});
