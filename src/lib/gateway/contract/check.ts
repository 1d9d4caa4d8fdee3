/**
 * Checks a value against one of the contract's JSON Schemas (draft 2020-12, the subset that
 * scripts/contract/catalogue.mjs writes: type, const, enum, pattern, minimum, maximum, exclusiveMinimum,
 * minLength, maxLength, minItems, maxItems, properties, required, additionalProperties, items, prefixItems,
 * anyOf and `$ref` into the file's defs; of `format`, `date` is checked to be a day of the calendar, the
 * others only name what the pattern beside them checks). It answers the first place that does not conform,
 * or null.
 *
 * Why not ajv here: its standalone code for the account group alone is 4 KB gzip, four times the group's
 * schemas, and /login may spend at most 3 KB on validation (docs/decisions.md, "The gateway contract").
 * The tests check every simulator answer with ajv as well (tests/contract.ts), so this reading of the
 * schemas cannot drift from the standard one unseen.
 */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  items?: Schema;
  prefixItems?: Schema[];
  anyOf?: Schema[];
  not?: Schema;
}

/** The first place of a value that does not conform: its path (`orderList[3].status`), what was expected, what came. */
export interface SchemaIssue {
  path: string;
  expected: string;
  value: unknown;
}

const REF_PREFIX = '#/$defs/';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const patterns = new Map<string, RegExp>();
const matches = (pattern: string, text: string) => {
  let regex = patterns.get(pattern);
  if (!regex) patterns.set(pattern, (regex = new RegExp(pattern, 'u')));
  return regex.test(text);
};

function describe(schema: Schema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.format) return schema.format;
  if (schema.pattern) return schema.pattern;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  if (schema.type) return Array.isArray(schema.type) ? schema.type.join('|') : schema.type;
  return 'a value of the schema';
}

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30); the pattern has checked its shape. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** JSON Schema counts a string's length in code points, not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

export function checkSchema(schema: Schema, value: unknown, defs: Record<string, Schema>, path = ''): SchemaIssue | null {
  if (schema.$ref !== undefined) {
    const target = schema.$ref.startsWith(REF_PREFIX) ? defs[schema.$ref.slice(REF_PREFIX.length)] : undefined;
    if (!target) throw new Error(`contract: unknown schema ${schema.$ref}`);
    return checkSchema(target, value, defs, path);
  }
  const fail = (expected = describe(schema)): SchemaIssue => ({ path, expected, value });
  if ('const' in schema && value !== schema.const) return fail();
  if (schema.enum && !schema.enum.includes(value as never)) return fail();
  if (schema.not) return fail('nothing');
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) return fail();
  }
  if (typeof value === 'string') {
    if (schema.pattern !== undefined && !matches(schema.pattern, value)) return fail();
    if ((schema.format === 'date' || schema.format === 'date-time') && !isCalendarDay(value)) return fail(schema.format);
    if (schema.minLength !== undefined && lengthOf(value) < schema.minLength) return fail(`至少${schema.minLength}个字符`);
    if (schema.maxLength !== undefined && lengthOf(value) > schema.maxLength) return fail(`至多${schema.maxLength}个字符`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return fail(`不小于${schema.minimum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return fail(`大于${schema.exclusiveMinimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) return fail(`不大于${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return fail(`至少${schema.minItems}项`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return fail(`至多${schema.maxItems}项`);
  }
  if (schema.anyOf) {
    const issues = [];
    for (const option of schema.anyOf) {
      const issue = checkSchema(option, value, defs, path);
      if (!issue) return null;
      issues.push(issue);
    }
    // The option that got furthest into the value names the place that is wrong.
    return issues.reduce((deepest, issue) => (issue.path.length > deepest.path.length ? issue : deepest));
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item = schema.prefixItems?.[index] ?? schema.items;
      const issue = item ? checkSchema(item, value[index], defs, join(path, index)) : null;
      if (issue) return issue;
    }
    if (schema.prefixItems && value.length !== schema.prefixItems.length) return fail(`${schema.prefixItems.length} items`);
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!Object.hasOwn(record, key)) return { path: join(path, key), expected: 'present', value: undefined };
    }
    for (const [key, item] of Object.entries(record)) {
      const property = schema.properties?.[key] ?? schema.additionalProperties;
      const issue = property ? checkSchema(property, item, defs, join(path, key)) : null;
      if (issue) return issue;
    }
  }
  return null;
}
