import { describe, expect, it } from 'vitest';
import { cleanup, within } from '@testing-library/react';
import { idCheckChar } from '@/domain/validators';
import { http, HttpResponse } from 'msw';
import { bookingApi, ERRORS, errorMessage } from '@/lib/gateway';
import { server } from '@/mocks/node';
import { recordGateway, renderApp, screen, signIn, toastTexts, waitFor } from '../render-app';

/** A valid mainland ID number for a birth date (YYYYMMDD) and a sequence. */
function idNo(birth: string, sequence = '123'): string {
  const first17 = `110101${birth}${sequence}`;
  return `${first17}${idCheckChar(first17)}`;
}

function fieldOf(label: string): HTMLElement {
  return screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
}

const SEARCH = '?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=2&chd=1&inf=0';

/** Puts text into a field in one input event (as a paste does): long values without a render per key. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('normal-area booking', () => {
  it('searches PVG→CTU, picks a flight and cabin, sees the price, names 2 adults and 1 child and creates the order', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/normal/book/reserver');

    // The itinerary: airports by type-ahead (pinyin and code), the date, the counts.
    await user.click(await screen.findByLabelText('出发'));
    await user.type(screen.getByLabelText('出发'), 'pvg');
    await user.click(await screen.findByTitle('上海 · 上海浦东 PVG'));
    await user.click(screen.getByLabelText('到达'));
    await user.type(screen.getByLabelText('到达'), 'chengdu');
    await user.click(await screen.findByTitle('成都 · 成都双流 CTU'));
    await user.type(screen.getByLabelText('出发日期'), '2026-12-01{Tab}');
    await user.clear(screen.getByLabelText('成人'));
    await user.type(screen.getByLabelText('成人'), '2');
    await user.clear(screen.getByLabelText('儿童'));
    await user.type(screen.getByLabelText('儿童'), '1');
    await user.click(screen.getByRole('button', { name: /查询航班/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/normal/book/price'));
    expect(router.state.location.search).toBe(SEARCH);

    // The flights by cabin; choosing one prices it.
    await user.click(await screen.findByRole('button', { name: '选择 XY5101 经济舱 Y' }));
    const priceCard = (await screen.findByText('价格明细')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(priceCard).getByText('运价规则')).toBeInTheDocument());
    const [quoteBody] = await gateway.bodies(bookingApi.price);
    expect(quoteBody).toEqual({
      selections: [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'Y' }],
      adultCount: 2,
      childCount: 1,
      infantCount: 0,
    });
    const total = within(priceCard).getByTestId('fare-total').textContent;
    await user.click(within(priceCard).getByRole('link', { name: /下一步/ }));

    // The passengers of the counts chosen, the contact, create.
    await screen.findByLabelText('旅客1 姓名');
    expect(gateway.count(bookingApi.price)).toBe(1);
    await fill(user, screen.getByLabelText('旅客1 姓名'), '张伟');
    await fill(user, screen.getByLabelText('旅客1 证件号'), idNo('19850615'));
    await fill(user, screen.getByLabelText('旅客2 姓名'), '李娜');
    await fill(user, screen.getByLabelText('旅客2 证件号'), idNo('19870203', '246'));
    await fill(user, screen.getByLabelText('旅客3 姓名'), '张小宇');
    await fill(user, screen.getByLabelText('旅客3 证件号'), idNo('20180310', '351'));
    // The contact starts as the signed-in user; the agent changes the phone.
    expect(screen.getByLabelText('联系人姓名')).toHaveValue('张伟');
    expect(screen.getByLabelText('联系电话')).toHaveValue('13800000001');
    await user.clear(screen.getByLabelText('联系电话'));
    await fill(user, screen.getByLabelText('联系电话'), '13800138000');
    expect(screen.getByText('2018-03-10 · 男')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /提交订单/ }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/normal\/order\/list\/\w+$/));
    const [body] = await gateway.bodies(bookingApi.create);
    expect(body).toEqual({
      selections: [{ direction: 'O', flightNo: 'XY5101', flightDate: '2026-12-01', cabin: 'Y' }],
      passengers: [
        { name: '张伟', passengerType: 'ADT', idType: 'NI', idNo: idNo('19850615'), birthDate: '1985-06-15', gender: 'M' },
        { name: '李娜', passengerType: 'ADT', idType: 'NI', idNo: idNo('19870203', '246'), birthDate: '1987-02-03', gender: 'F' },
        { name: '张小宇', passengerType: 'CHD', idType: 'NI', idNo: idNo('20180310', '351'), birthDate: '2018-03-10', gender: 'M' },
      ],
      contact: { name: '张伟', mobile: '13800138000', email: 'zhangwei@mail.example' },
      expectedTotal: expect.any(Number),
    });
    expect((await screen.findAllByText('待支付')).length).toBeGreaterThan(0);
    expect(total).toContain(`${(body!.expectedTotal / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('shows the count rules at their fields: infants beyond adults stop the search', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    const { user, router } = renderApp('/normal/book/reserver?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=1&chd=0&inf=2');
    // The search in the address fills the form (修改查询).
    await waitFor(() => expect(screen.getByLabelText('婴儿')).toHaveValue('2'));
    await user.click(screen.getByRole('button', { name: /查询航班/ }));
    await waitFor(() => expect(fieldOf('婴儿')).toHaveTextContent('每位婴儿须由一位成人陪同：婴儿2人，成人1人'));
    expect(router.state.location.pathname).toBe('/normal/book/reserver');
    expect(gateway.count(bookingApi.flightQuery)).toBe(0);
  });

  it('checks ID numbers at the field: a wrong checksum, and a child’s ID booked as an adult', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    const { user } = renderApp(`/normal/book/create${SEARCH}&out=XY5101~Y`);
    const id = await screen.findByLabelText('旅客1 证件号');
    const good = idNo('19850615');
    await fill(user, id, `${good.slice(0, 17)}${good[17] === '1' ? '2' : '1'}`);
    await user.tab();
    await waitFor(() => expect(fieldOf('旅客1 证件号')).toHaveTextContent('请输入正确的身份证号'));

    await user.clear(id);
    await fill(user, id, idNo('20180310', '351'));
    await user.tab();
    await waitFor(() => expect(fieldOf('旅客1 证件号')).toHaveTextContent('出发日（2026-12-01）该旅客8岁，应为儿童，不能按成人预订'));
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(fieldOf('旅客1 姓名')).toHaveTextContent('请输入姓名'));
    expect(gateway.count(bookingApi.create)).toBe(0);

    // What was typed survives a reload (the draft, in sessionStorage).
    cleanup();
    renderApp(`/normal/book/create${SEARCH}&out=XY5101~Y`);
    await waitFor(() => expect(screen.getByLabelText('旅客1 证件号')).toHaveValue(idNo('20180310', '351')));
  });

  it('on PRICE_CHANGED shows the new price for a second look, then creates on the next submit', async () => {
    await signIn('user01');
    const gateway = recordGateway();
    // The fare changed between the quote the user saw and the submit.
    server.use(
      http.post(
        `*${bookingApi.create.path}`,
        () =>
          HttpResponse.json({
            btCommonRes: {
              isOk: false,
              errorCode: ERRORS.PRICE_CHANGED.code,
              errorMsg: errorMessage('PRICE_CHANGED', { total: '¥1,590.00' }),
            },
          }),
        { once: true },
      ),
    );
    const { user, router } = renderApp('/normal/book/create?from=PVG&to=CTU&date=2026-12-01&trip=OW&adt=1&chd=0&inf=0&out=XY5101~Y');
    await fill(user, await screen.findByLabelText('旅客1 姓名'), '张伟');
    await fill(user, screen.getByLabelText('旅客1 证件号'), idNo('19850615'));
    await user.click(screen.getByRole('button', { name: /提交订单/ }));

    await waitFor(() => expect(screen.getByText(/运价已变化，请重新询价（现为¥1,590.00）。价格明细已更新/)).toBeInTheDocument());
    expect(toastTexts()).toEqual([]);
    await waitFor(() => expect(gateway.count(bookingApi.price)).toBe(2));
    await waitFor(() => expect(screen.getByRole('button', { name: /提交订单/ })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/normal\/order\/list\/\w+$/));
    expect(gateway.count(bookingApi.create)).toBe(2);
  });
});
