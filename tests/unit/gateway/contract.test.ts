import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { env } from '@/config/env';
import { AnswerContractError, call, configureGateway, ERRORS } from '@/lib/gateway';
import { checkSchema, loadContract } from '@/lib/gateway/contract';
import * as endpoints from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { observeAnswers } from '@/mocks/gateway';
import { server } from '@/mocks/node';
import { answerViolation } from '../../contract';
import { loginAs, send } from '../mocks/support';

const catalogue = Object.values(endpoints).flatMap((api) =>
  typeof api === 'object' && api !== null
    ? Object.values(api as Record<string, Endpoint<never, unknown>>).filter((value) => typeof value?.path === 'string')
    : [],
);

describe('the gateway contract: one schema per call', () => {
  it('has a request and a response schema for every call of the catalogue', async () => {
    // Every call the published document names is in the catalogue, and no more (not a count to bump by hand).
    const published = JSON.parse(readFileSync(join(process.cwd(), 'docs/gateway/openapi.json'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    expect(catalogue.length).toBeGreaterThan(100);
    expect(catalogue.map((endpoint) => `/${endpoint.path}`.replace(/^\/+/, '/')).sort()).toEqual(Object.keys(published.paths).sort());
    for (const endpoint of catalogue) {
      expect(endpoint.group, endpoint.path).toBeTypeOf('string');
      const file = await loadContract(endpoint.group)!;
      expect(file.calls[endpoint.path], endpoint.path).toHaveLength(2);
    }
  });

  it('reads enums, integers, optional and nullable fields, and names the first place that is wrong', () => {
    const defs = {
      Line: {
        type: 'object',
        properties: { n: { type: 'integer' }, s: { enum: ['A', 'B'] }, note: { type: ['string', 'null'] } },
        required: ['n', 's'],
      },
    } as const;
    const list = {
      type: 'object',
      properties: { lines: { type: 'array', items: { $ref: '#/$defs/Line' } } },
      required: ['lines'],
    } as const;
    const schema = JSON.parse(JSON.stringify(list));
    const all = JSON.parse(JSON.stringify(defs));
    expect(
      checkSchema(
        schema,
        {
          lines: [
            { n: 1, s: 'A', note: null },
            { n: 2, s: 'B' },
          ],
        },
        all,
      ),
    ).toBeNull();
    expect(
      checkSchema(
        schema,
        {
          lines: [
            { n: 1, s: 'A' },
            { n: 2.5, s: 'B' },
          ],
        },
        all,
      ),
    ).toEqual({ path: 'lines[1].n', expected: 'integer', value: 2.5 });
    expect(checkSchema(schema, { lines: [{ n: 1, s: 'C' }] }, all)).toEqual({ path: 'lines[0].s', expected: '"A"|"B"', value: 'C' });
    expect(checkSchema(schema, { lines: [{ s: 'A' }] }, all)).toEqual({ path: 'lines[0].n', expected: 'present', value: undefined });
    expect(checkSchema(schema, {}, all)).toEqual({ path: 'lines', expected: 'present', value: undefined });
  });
});

describe('the simulator at the boundary', () => {
  it('refuses a request that does not conform before any rule runs, naming the field', async () => {
    await loginAs('agent01');
    const answer = await send(endpoints.orderApi.list, { currentPage: '1', perSize: 10 } as never);
    expect(answer.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS.PARAM_INVALID.code });
    expect((answer as { errorParams?: unknown }).errorParams).toEqual({
      detail: '字段currentPage格式不正确（应为整数）',
      field: 'currentPage',
    });
  });

  it('refuses a request with a value outside its enum', async () => {
    await loginAs('agent01');
    const answer = await send(endpoints.orderApi.list, { currentPage: 1, perSize: 10, status: 'SHIPPED' } as never);
    expect((answer as { errorParams?: { field?: string } }).errorParams?.field).toBe('status');
  });

  it('an answer outside its schema is caught by the tests’ check (endpoint, field path, value)', () => {
    const violation = answerViolation(endpoints.accountApi.imageCaptcha, {
      btCommonRes: { isOk: true, serialNo: 'S' },
      captchaKey: 7,
      captchaImage: 'x',
    });
    expect(violation).toContain('/account/captcha/image: /captchaKey must be string');
    expect(violation).toContain('value 7');
    expect(
      answerViolation(endpoints.accountApi.imageCaptcha, {
        btCommonRes: { isOk: false, errorCode: 'B2T-9999', errorMsg: 'x', serialNo: 'S' },
      }),
    ).toContain('/btCommonRes/errorCode');
    expect(
      answerViolation(endpoints.accountApi.imageCaptcha, {
        btCommonRes: { isOk: true, serialNo: 'S' },
        captchaKey: 'k',
        captchaImage: 'x',
      }),
    ).toBeNull();
  });

  it('a refusal with a catalogue code its call does not list fails the test that saw it', () => {
    const refusal = (key: keyof typeof ERRORS) => ({
      btCommonRes: { isOk: false, errorCode: ERRORS[key].code, errorMsg: 'x', serialNo: 'S' },
    });
    expect(answerViolation(endpoints.accountApi.imageCaptcha, refusal('ORDER_NOT_FOUND'))).toContain(
      '/account/captcha/image: refused with B2T-',
    );
    expect(answerViolation(endpoints.orderApi.detail, refusal('ORDER_NOT_FOUND'))).toBeNull();
  });

  it('every simulator answer reaches the observer the tests check with', async () => {
    const seen: string[] = [];
    observeAnswers((endpoint) => seen.push(endpoint.path));
    try {
      await send(endpoints.accountApi.imageCaptcha, {});
    } finally {
      observeAnswers(null);
    }
    expect(seen).toEqual(['/account/captcha/image']);
  });
});

describe('the client at the boundary', () => {
  const url = `*${env.gatewayPrefix}${endpoints.accountApi.imageCaptcha.path}`;
  const answer = (body: unknown) => server.use(http.post(url, () => HttpResponse.json(body as Record<string, unknown>)));

  it.each([
    ['a field of the wrong type', { btCommonRes: { isOk: true }, captchaKey: 1, captchaImage: 'x' }, 'captchaKey'],
    ['a missing field', { btCommonRes: { isOk: true }, captchaImage: 'x' }, 'captchaKey'],
    ['no btCommonRes', { captchaKey: 'k', captchaImage: 'x' }, 'btCommonRes'],
    ['isOk missing', { btCommonRes: { serialNo: 'S1' }, captchaKey: 'k', captchaImage: 'x' }, 'btCommonRes.isOk'],
  ])('turns %s into 应答格式不符 with the field, one toast and one console line', async (_what, body, field) => {
    answer(body);
    const notifyError = vi.fn();
    configureGateway({ notifyError });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => log.mockRestore());
    const failure = await call(endpoints.accountApi.imageCaptcha, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerContractError);
    expect((failure as AnswerContractError).errorCode).toBe(ERRORS.ANSWER_MALFORMED.code);
    expect((failure as AnswerContractError).params.field).toBe(field);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError.mock.calls[0]![0]).toBe(`应答格式不符：/account/captcha/image 的 ${field} - ${ERRORS.ANSWER_MALFORMED.code}`);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(`应答格式不符 /account/captcha/image: ${field}`);
  });

  it('passes a refusal through as the refusal it is', async () => {
    answer({ btCommonRes: { isOk: false, errorCode: ERRORS.CAPTCHA_INVALID.code, errorMsg: ERRORS.CAPTCHA_INVALID.message } });
    configureGateway({ notifyError: vi.fn() });
    const failure = await call(endpoints.accountApi.imageCaptcha, {}).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(AnswerContractError);
    expect((failure as { errorCode?: string }).errorCode).toBe(ERRORS.CAPTCHA_INVALID.code);
  });
});
