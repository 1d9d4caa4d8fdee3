import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSchema, loadContract, type ContractFile, type Schema } from '@/lib/gateway/contract';
import * as endpoints from '@/lib/gateway/endpoints';
import type { Endpoint } from '@/lib/gateway/envelope';
import { referenceCheck } from '../../fixtures/reference-check';

/**
 * The contract checker compiles each schema into a function at its first use. Whatever an answer or a
 * request holds, it must name the same first place, expectation and value as the plain walk of the
 * schema it replaced (tests/fixtures/reference-check.ts): the document's recorded examples of every call,
 * each changed at one random place (a value replaced, a field removed or added).
 */
const read = (name: string) => JSON.parse(readFileSync(join(process.cwd(), name), 'utf8')) as Record<string, unknown>;
const answers = read('docs/gateway/examples.json');
const requests = read('docs/gateway/request-examples.json');
const catalogue = Object.values(endpoints).flatMap((api) =>
  typeof api === 'object' && api !== null
    ? Object.values(api as Record<string, Endpoint<never, unknown>>).filter((value) => typeof value?.path === 'string')
    : [],
);

interface Case {
  path: string;
  file: ContractFile;
  schema: Schema;
  value: unknown;
}

async function cases(): Promise<Case[]> {
  const all: Case[] = [];
  for (const endpoint of catalogue) {
    const file = await loadContract(endpoint.group)!;
    const [request, response] = file.calls[endpoint.path]!;
    if (endpoint.path in answers) all.push({ path: endpoint.path, file, schema: response, value: answers[endpoint.path] });
    if (endpoint.path in requests) all.push({ path: endpoint.path, file, schema: request, value: requests[endpoint.path] });
  }
  return all;
}

type Key = string | number;

/** Every place in a JSON value, as the keys from its root (the root itself is []). */
function places(value: unknown, at: Key[] = [], found: Key[][] = []): Key[][] {
  found.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => places(item, [...at, index], found));
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) places(item, [...at, key], found);
  return found;
}

/** Values a schema is likely to refuse somewhere: wrong types, bad days, long and astral strings, out-of-range numbers. */
const awkward = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    0,
    -1,
    1.5,
    -0.5,
    true,
    [],
    {},
    '2026-02-29',
    '2028-02-29',
    '2100-02-29',
    '2000-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-00-10',
    'abcd-ef-gh',
    '2026-11-23T09:00:00+08:00',
    '2026-02-30T09:00:00+08:00',
    '𠀀𠀁',
    '𠀀'.repeat(40),
    'x'.repeat(300),
    'B2T-2004-05-001',
    'TO100126',
  ),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

type Change = { kind: 'replace'; with: unknown } | { kind: 'remove' } | { kind: 'add'; key: string; with: unknown };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), with: awkward }),
  fc.constant({ kind: 'remove' as const }),
  fc.record({ kind: fc.constant('add' as const), key: fc.oneof(fc.string({ maxLength: 6 }), fc.constant('')), with: awkward }),
);

function changed(value: unknown, at: Key[], how: Change): unknown {
  const copy = structuredClone(value) as unknown;
  if (at.length === 0) return how.kind === 'replace' ? how.with : copy;
  let parent = copy as Record<Key, unknown>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<Key, unknown>;
  const last = at.at(-1)!;
  if (how.kind === 'replace') parent[last] = how.with;
  else if (how.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>)[how.key] = how.with;
  }
  return copy;
}

describe('the compiled contract check', () => {
  it('passes every recorded example of every call, as the plain walk does', async () => {
    const all = await cases();
    expect(all.length).toBeGreaterThan(200);
    for (const { path, file, schema, value } of all) {
      expect(checkSchema(schema, value, file.defs), path).toBeNull();
      expect(referenceCheck(schema, value, file.defs), path).toBeNull();
    }
  });

  it('names the same first wrong place, expectation and value as the plain walk, for examples changed at random', async () => {
    const all = await cases();
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(all.length - 1), fc.nat(), change, fc.constantFrom('', 'order', 'list[2]'), (which, where, how, path) => {
        const { file, schema, value } = all[which]!;
        const spots = places(value);
        const input = changed(value, spots[where % spots.length]!, how);
        const expected = referenceCheck(schema, input, file.defs, path);
        if (expected) refused += 1;
        expect(checkSchema(schema, input, file.defs, path)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
    // The changes are not all harmless: most of them must have been refused for the comparison to mean anything.
    expect(refused).toBeGreaterThan(1000);
  });

  it('reads anyOf, astral strings and calendar days as the plain walk does', () => {
    const defs: Record<string, Schema> = {
      Day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' },
      Name: { type: 'string', minLength: 2, maxLength: 3 },
      Either: {
        anyOf: [{ type: 'null' }, { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'integer' } } } } }],
      },
    };
    const schema: Schema = {
      type: 'object',
      required: ['day'],
      properties: {
        day: { $ref: '#/$defs/Day' },
        name: { $ref: '#/$defs/Name' },
        either: { $ref: '#/$defs/Either' },
        list: { type: 'array', prefixItems: [{ const: 1 }, { enum: ['x'] }] },
        tags: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string' } },
        fen: { type: 'integer', minimum: -5, maximum: 5 },
        rate: { type: 'number', exclusiveMinimum: 0 },
      },
      additionalProperties: { not: {} },
    };
    const values = [
      { day: '2028-02-29' },
      { day: '2026-02-29' },
      { day: '2100-02-29' },
      { day: '2000-02-29' },
      { day: '2026-12-31', tags: [] },
      { day: '2026-12-31', tags: ['a', 'b'] },
      { day: '2026-12-31', tags: ['a', 'b', 'c'] },
      { day: '2026-12-31', tags: ['a', 1] },
      { day: '2026-12-31', fen: -6 },
      { day: '2026-12-31', fen: 6 },
      { day: '2026-12-31', fen: 5 },
      { day: '2026-12-31', rate: 0 },
      { day: '2026-12-31', rate: 0.01 },
      { day: '2026-04-31' },
      { day: '2026-12-31', name: '𠀀𠀁' },
      { day: '2026-12-31', name: '𠀀' },
      { day: '2026-12-31', name: '𠀀𠀁𠀂𠀃' },
      { day: '2026-12-31', name: '\ud800x' },
      { day: '2026-12-31', either: { a: { b: 1.5 } } },
      { day: '2026-12-31', either: 3 },
      { day: '2026-12-31', list: [1, 'x'] },
      { day: '2026-12-31', list: [1] },
      { day: '2026-12-31', list: [1, 'y'] },
      { day: '2026-12-31', extra: 1 },
      { name: 'ab' },
    ];
    for (const value of values) {
      for (const path of ['', 'x'])
        expect(checkSchema(schema, value, defs, path), JSON.stringify(value)).toEqual(referenceCheck(schema, value, defs, path));
    }
    expect(checkSchema(schema, { day: '2026-02-29' }, defs)).toEqual({ path: 'day', expected: 'date', value: '2026-02-29' });
    expect(checkSchema(schema, { day: '2026-12-31', either: { a: { b: 1.5 } } }, defs)).toMatchObject({ path: 'either.a.b' });
  });

  it('refuses a reference to a schema the file does not have when a value reaches it', () => {
    const schema: Schema = { type: 'object', properties: { a: { $ref: '#/$defs/Missing' } } };
    expect(checkSchema(schema, {}, {})).toBeNull();
    expect(() => checkSchema(schema, { a: 1 }, {})).toThrow('contract: unknown schema #/$defs/Missing');
  });
});
