import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract, requestIssue } from '@/lib/gateway/contract';
import * as endpoints from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { ERRORS } from '@/lib/gateway/error-codes';
import { COMPANY_NAME_MAX_LENGTH, DISPLAY_NAME_MAX_LENGTH, ROLE_DESCRIPTION_MAX_LENGTH, ROLE_NAME_MAX_LENGTH } from '@/domain/agency';
import { INVOICE_BUYER_NAME_MAX } from '@/domain/invoice';
import { OrderStatus } from '@/domain/order';
import { BOOKING, ORDER, PAYMENT, PAGING, REGULAR_PASSENGER, SERIES, TEAM_REFUND } from '@/mocks/rules';
import { loginAs, send } from '../mocks/support';

/**
 * The rules the document states beside its schemas: the constraints carried by the endpoint types'
 * JSDoc tags agree with the figures the simulator enforces, and each rule no JSON Schema keyword states
 * (`x-rules`) is named on its operation and holds: a request that conforms to the schema but breaks it
 * is refused.
 */
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  'x-rules'?: string[];
  'x-error-codes': { code: string; key: string; condition: string }[];
}
const document = JSON.parse(readFileSync(join(process.cwd(), 'docs/gateway/openapi.json'), 'utf8')) as {
  tags: { name: string }[];
  paths: Record<string, { post: Operation }>;
  components: { schemas: Record<string, { properties?: Record<string, { maxLength?: number; maximum?: number; maxItems?: number }> }> };
};
const readme = readFileSync(join(process.cwd(), 'docs/gateway/README.md'), 'utf8');
const catalogue = Object.values(endpoints).flatMap((api) =>
  typeof api === 'object' && api !== null
    ? Object.values(api as Record<string, Endpoint<never, unknown>>).filter((value) => typeof value?.path === 'string')
    : [],
);
const byPath = new Map(catalogue.map((endpoint) => [endpoint.path, endpoint]));
const schemas = document.components.schemas;

describe('the document names every call, tag and refusal', () => {
  it('declares every tag its operations use, and the README documents every call', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    for (const [path, { post }] of Object.entries(document.paths)) {
      expect(declared.has(post.tags[0]!), path).toBe(true);
      expect(readme, path).toContain(`#### \`${path}\``);
    }
    expect(declared.has('schedule-change') && declared.has('todo')).toBe(true);
  });

  it('lists on every call the gateway’s own refusals that apply to it', () => {
    for (const [path, { post }] of Object.entries(document.paths)) {
      const keys = post['x-error-codes'].map((error) => error.key);
      expect(keys, path).toContain('PARAM_INVALID');
      if (byPath.get(path)?.authCode) expect(keys, path).toContain('PERMISSION_DENIED');
      for (const error of post['x-error-codes']) expect(error.code, path).toBe(ERRORS[error.key as keyof typeof ERRORS].code);
    }
    expect(document.paths['/order/list']!.post['x-error-codes'].map((error) => error.key)).toEqual(
      expect.arrayContaining(['NOT_LOGGED_IN', 'SESSION_EXPIRED']),
    );
  });
});

describe('an enumeration’s values carry the labels the portal shows', () => {
  it('labels an order’s status with the words of its tag, in the document for people and not in the shipped schemas', async () => {
    const status = document.components.schemas.OrderSummary!.properties!.status as { 'x-enumDescriptions'?: Record<string, string> };
    expect(status['x-enumDescriptions']).toEqual(
      Object.fromEntries(OrderStatus.values.filter((v) => v !== 'ALL').map((v) => [v, OrderStatus.label(v)])),
    );
    expect(readme).toContain(`"TICKEDPART"（${OrderStatus.label('TICKEDPART')}）`);
    const shipped = await loadContract('order');
    expect(JSON.stringify(shipped)).not.toContain('x-enumDescriptions');
  });
});

describe('the schema’s limits are the simulator’s figures', () => {
  it('lengths, ranges and list sizes', () => {
    const props = (name: string) => schemas[name]!.properties!;
    expect(props('PageRequest').perSize!.maximum).toBe(PAGING.maxPerSize);
    const orderCancel = (
      document.paths['/order/cancel']!.post as unknown as {
        requestBody: { content: { 'application/json': { schema: { properties: Record<string, { maxLength?: number }> } } } };
      }
    ).requestBody;
    expect(orderCancel.content['application/json'].schema.properties.reason!.maxLength).toBe(ORDER.cancelReasonMax);
    expect(props('RegisterRequest').companyName!.maxLength).toBe(COMPANY_NAME_MAX_LENGTH);
    expect(props('RegisterRequest').contactName!.maxLength).toBe(DISPLAY_NAME_MAX_LENGTH);
    expect(props('StaffEditRequest').displayName!.maxLength).toBe(DISPLAY_NAME_MAX_LENGTH);
    expect(props('SubAccountSaveRequest').displayName!.maxLength).toBe(DISPLAY_NAME_MAX_LENGTH);
    expect(props('RoleSaveRequest').roleName!.maxLength).toBe(ROLE_NAME_MAX_LENGTH);
    expect(props('RoleSaveRequest').description!.maxLength).toBe(ROLE_DESCRIPTION_MAX_LENGTH);
    expect(props('IssueInvoiceRequest').buyerName!.maxLength).toBe(INVOICE_BUYER_NAME_MAX);
    expect(props('PayRequest').idempotencyKey!.maxLength).toBe(PAYMENT.idempotencyKeyMax);
    expect(props('PayRequest').returnPath!.maxLength).toBe(PAYMENT.returnPathMax);
    expect(props('RefundApplyBody').reason!.maxLength).toBe(TEAM_REFUND.reasonMaxLength);
    expect(BOOKING.groupNameMaxLength).toBe(30);
    expect(ORDER.remarkMaxLength).toBe(200);
    expect(ORDER.batchCancelMax).toBe(100);
    expect(SERIES.cancelReasonMax).toBe(200);
    expect(REGULAR_PASSENGER.remarkMaxLength).toBe(50);
  });
});

describe('x-rules: what no JSON Schema keyword states is named and holds', () => {
  it('an order payment needs its milestone', async () => {
    const rules = document.paths['/pay/payment']!.post['x-rules'] ?? [];
    expect(rules.some((rule) => rule.includes('milestone'))).toBe(true);
    await loginAs('agent01');
    const body = {
      payableKind: 'ORDER',
      payableNo: 'TO100109',
      method: 'PREPAID',
      points: 0,
      expectedAmount: 100,
      idempotencyKey: 'contract-rule-1',
    } as const;
    const contract = await loadContract('payment')!;
    expect(requestIssue(contract, '/pay/payment', body)).toBeNull();
    const answer = await send(endpoints.payApi.payment, body);
    expect(answer.btCommonRes).toMatchObject({ isOk: false, errorCode: ERRORS.PARAM_INVALID.code });
  });

  it('every date range of a request is refused when it starts after it ends', async () => {
    const ranged = Object.entries(document.paths).flatMap(([path, { post }]) =>
      (post['x-rules'] ?? []).flatMap((rule) => {
        const match = /^(\w+Start) 不能晚于 (\w+End)/.exec(rule);
        return match ? [{ path, start: match[1]!, end: match[2]! }] : [];
      }),
    );
    expect(ranged.length).toBeGreaterThan(10);
    const extra: Record<string, Record<string, unknown>> = { '/report/create': { kind: 'SALES' } };
    const signedIn = { current: '' };
    for (const { path, start, end } of ranged) {
      const endpoint = byPath.get(path)!;
      const who = path.startsWith('/order/personal/') ? 'user01' : 'agent01';
      if (signedIn.current !== who) {
        await loginAs(who);
        signedIn.current = who;
      }
      const body = { currentPage: 1, perSize: 10, ...extra[path], [start]: '2026-11-20', [end]: '2026-11-10' };
      const contract = await loadContract(endpoint.group)!;
      const issue = requestIssue(contract, path, body);
      expect(issue === null || issue.path === 'currentPage' || issue.path === 'perSize', `${path}: ${JSON.stringify(issue)}`).toBe(true);
      const sent = issue ? { ...extra[path], [start]: '2026-11-20', [end]: '2026-11-10' } : body;
      expect(requestIssue(contract, path, sent), path).toBeNull();
      const answer = await send(endpoint, sent as never);
      expect(answer.btCommonRes.isOk, `${path} ${start}>${end}`).toBe(false);
      const listed = document.paths[path]!.post['x-error-codes'].map((error) => error.code);
      expect(listed, path).toContain(answer.btCommonRes.errorCode);
    }
  });
});
