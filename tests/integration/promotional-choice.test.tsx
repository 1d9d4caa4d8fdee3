import { describe, expect, it } from 'vitest';
import { call, promoApi } from '@/lib/gateway';
import { renderApp, screen, signIn, waitFor } from '../render-app';

/** Whether a flight of an offer may be chosen is the gateway's (allowedActions / actionNotes), read through the action registry. */

describe('choosing a promotional flight', () => {
  it('a flight without seats for the smallest group stands declined with the gateway’s reason (PO000104, sold out)', async () => {
    await signIn('agent01');
    renderApp('/agent/due/promotional/checkAir?offer=PO000104&date=2026-12-09');
    const choose = await waitFor(() => screen.getByRole('button', { name: '选择 XY5191' }));
    expect(choose).toHaveAttribute('aria-disabled', 'true');
    expect(choose).toHaveAccessibleDescription(/^选择不可用：余座不足：剩余0座，每单至少\d+人$/);
    const { flights } = await call(promoApi.flights, { offerNo: 'PO000104', flightDate: '2026-12-09' });
    expect(flights[0]).toMatchObject({
      flightNo: 'XY5191',
      allowedActions: [],
      actionNotes: { CHOOSE: expect.stringMatching(/^余座不足/) },
    });
  });

  it('an offer not yet on sale declines every flight with its opening (PO000103)', async () => {
    await signIn('agent01');
    renderApp('/agent/due/promotional/checkAir?offer=PO000103&date=2027-01-02');
    const choose = await waitFor(() => screen.getByRole('button', { name: '选择 XY5231' }));
    expect(choose).toHaveAttribute('aria-disabled', 'true');
    expect(choose).toHaveAccessibleDescription(/^选择不可用：尚未开售，开售时间/);
  });

  it('a flight on sale with seats is chosen (PO000101)', async () => {
    await signIn('agent01');
    const { user, router } = renderApp('/agent/due/promotional/checkAir?offer=PO000101&date=2026-12-13');
    const choose = await waitFor(() => screen.getByRole('button', { name: '选择 XY5031' }));
    expect(choose).not.toHaveAttribute('aria-disabled');
    await user.click(choose);
    await waitFor(() => expect(router.state.location.search).toBe('?offer=PO000101&date=2026-12-13&flight=XY5031'));
  });
});
