import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { AnswerContractError, call, configureGateway, ERRORS } from '@/lib/gateway';
import { answerIssue, checkSchema, loadContract, type ContractFile, type Schema } from '@/lib/gateway/contract';
import { bulletinApi, moneyApi } from '@/lib/gateway/endpoints';
import { PAGING } from '@/mocks/rules';
import { server } from '@/mocks/node';

/**
 * The contract's formats are as strict as its prose, and the portal's answer check holds them: a date
 * is a day of the calendar, a time of day is 00:00–23:59, an instant is Beijing time (+08:00), money and
 * counts are not negative where they cannot be, and a success carries no errorCode.
 */

/** The schema a field of a named type has in a group's generated file. */
async function fieldSchema(group: string, type: string, field: string): Promise<{ schema: Schema; file: ContractFile }> {
  const file = await loadContract(group)!;
  const schema = file.defs[type]?.properties?.[field];
  if (!schema) throw new Error(`no ${type}.${field} in ${group}`);
  return { schema, file };
}

describe('strict formats in the generated schemas', () => {
  it('a date is YYYY-MM-DD of a real day', async () => {
    const { schema, file } = await fieldSchema('payment', 'RewardLine', 'flightDate');
    for (const good of ['2026-11-23', '2028-02-29', '2026-12-31']) expect(checkSchema(schema, good, file.defs), good).toBeNull();
    for (const bad of ['2026-13-45', '2026-02-30', '2027-02-29', '2026-1-5', '26-11-23', '20260-11-23', '2026-11-23T00:00:00+08:00']) {
      expect(checkSchema(schema, bad, file.defs), bad).not.toBeNull();
    }
  });

  it('a time of day is HH:mm from 00:00 to 23:59', async () => {
    const { schema, file } = await fieldSchema('bulletin', 'FlightChangeNotice', 'newDepTime');
    for (const good of ['00:00', '09:05', '23:59']) expect(checkSchema(schema, good, file.defs), good).toBeNull();
    for (const bad of ['92:57', '24:00', '12:60', '9:05', '09:05:00']) expect(checkSchema(schema, bad, file.defs), bad).not.toBeNull();
  });

  it('an instant is ISO 8601 with the +08:00 offset only', async () => {
    const { schema, file } = await fieldSchema('bulletin', 'BulletinSummary', 'publishTime');
    for (const good of ['2026-11-23T09:00:00+08:00', '2026-11-23T09:00:00.123+08:00'])
      expect(checkSchema(schema, good, file.defs), good).toBeNull();
    for (const bad of [
      '2026-11-23T01:00:00Z',
      '2026-11-23T09:00:00+09:00',
      '2026-11-23T09:00:00',
      '2026-13-23T09:00:00+08:00',
      '2026-11-23T25:00:00+08:00',
    ]) {
      expect(checkSchema(schema, bad, file.defs), bad).not.toBeNull();
    }
  });

  it('money and counts are whole and not negative; a balance’s change may be', async () => {
    const balance = await fieldSchema('payment', 'PrepaidAccount', 'balance');
    expect(checkSchema(balance.schema, 0, balance.file.defs)).toBeNull();
    expect(checkSchema(balance.schema, -1, balance.file.defs)).toEqual({ path: '', expected: '不小于0', value: -1 });
    expect(checkSchema(balance.schema, 1.5, balance.file.defs)).not.toBeNull();
    const change = await fieldSchema('payment', 'Transaction', 'availableChange');
    expect(checkSchema(change.schema, -95_390_399, change.file.defs)).toBeNull();
    const count = await fieldSchema('payment', 'PageInfo', 'count');
    expect(checkSchema(count.schema, -1, count.file.defs)).not.toBeNull();
  });

  it('a page asks for 1 to the gateway’s largest page and answers a positive page', async () => {
    const { schema, file } = await fieldSchema('payment', 'PageInfo', 'perSize');
    expect(checkSchema(schema, 0, file.defs)).not.toBeNull();
    const request = (await loadContract('bulletin')!).calls[bulletinApi.query.path]![0];
    const defs = (await loadContract('bulletin')!).defs;
    expect(checkSchema(request, { currentPage: 1, perSize: PAGING.maxPerSize }, defs)).toBeNull();
    expect(checkSchema(request, { currentPage: 1, perSize: PAGING.maxPerSize + 1 }, defs)).toMatchObject({ path: 'perSize' });
    expect(checkSchema(request, { currentPage: 0, perSize: 10 }, defs)).toMatchObject({ path: 'currentPage' });
    expect(checkSchema(request, { currentPage: 1, perSize: -840 }, defs)).toMatchObject({ path: 'perSize' });
  });

  it('a success carries no errorCode', async () => {
    const file = await loadContract('payment')!;
    const answer = {
      btCommonRes: { isOk: true, serialNo: 'S', errorCode: ERRORS.NOT_FOUND.code },
      account: { balance: 0, frozen: 0, accountName: 'x', payeeBank: { name: 'a', accountName: 'b', accountNo: 'c' } },
      recent: [],
    };
    expect(answerIssue(file, moneyApi.prepaid.path, answer)).toMatchObject({ path: 'btCommonRes.errorCode' });
  });
});

describe('the portal refuses an answer outside the formats as 应答格式不符', () => {
  const answer = (path: string, body: unknown) =>
    server.use(http.post(`*${env.gatewayPrefix}${path}`, () => HttpResponse.json(body as Record<string, unknown>)));
  const prepaid = (balance: number) => ({
    btCommonRes: { isOk: true, serialNo: 'S1' },
    account: { balance, frozen: 0, accountName: '华夏国旅', payeeBank: { name: '工商银行', accountName: '祥云航空', accountNo: '6222' } },
    recent: [],
  });

  async function malformedField(promise: Promise<unknown>): Promise<string | number | undefined> {
    const failure = await promise.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerContractError);
    expect((failure as AnswerContractError).errorCode).toBe(ERRORS.ANSWER_MALFORMED.code);
    return (failure as AnswerContractError).params.field;
  }

  it('a negative balance, an impossible date and a time of 04:85 are not shown but refused', async () => {
    configureGateway({ notifyError: vi.fn() });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => log.mockRestore());

    answer(moneyApi.prepaid.path, prepaid(-95_390_399));
    expect(await malformedField(call(moneyApi.prepaid, {}))).toBe('account.balance');

    const bulletin = (publishTime: string) => ({
      btCommonRes: { isOk: true, serialNo: 'S2' },
      bulletinList: [{ prodNo: 'B1', title: '通知', category: 'NOTICE', publishTime, top: false, summary: '' }],
      page: { count: 1, currentPage: 1, perSize: 10 },
    });
    answer(bulletinApi.query.path, bulletin('2026-13-45T09:00:00+08:00'));
    expect(await malformedField(call(bulletinApi.query, { currentPage: 1, perSize: 10 }))).toBe('bulletinList[0].publishTime');
    answer(bulletinApi.query.path, bulletin('2026-11-23T04:85:00+08:00'));
    expect(await malformedField(call(bulletinApi.query, { currentPage: 1, perSize: 10 }))).toBe('bulletinList[0].publishTime');
    answer(bulletinApi.query.path, { ...bulletin('2026-11-23T09:00:00+08:00'), page: { count: -40480190, currentPage: 1, perSize: 10 } });
    expect(await malformedField(call(bulletinApi.query, { currentPage: 1, perSize: 10 }))).toBe('page.count');

    answer(moneyApi.prepaid.path, prepaid(100));
    await expect(call(moneyApi.prepaid, {})).resolves.toMatchObject({ account: { balance: 100 } });
  });
});
