/**
 * Checks a value against one of the contract's JSON Schemas (draft 2020-12, the subset that
 * scripts/contract/catalogue.mjs writes: type, const, enum, pattern, minimum, maximum, exclusiveMinimum,
 * minLength, maxLength, minItems, maxItems, properties, required, additionalProperties, items, prefixItems,
 * anyOf and `$ref` into the file's defs; of `format`, `date` is checked to be a day of the calendar, the
 * others only name what the pattern beside them checks). It answers the first place that does not conform,
 * or null.
 *
 * Each schema is compiled into a function at its first check (its keywords read once, the text of a
 * path made only for a failure): every answer is checked on the page's main thread before a screen shows
 * it, and walking the schema at every value cost an order of 186 passengers ~40 ms at 3× CPU
 * (docs/performance.md). tests/unit/gateway/contract-check-compiled.test.ts holds it to the walk it replaced.
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

function describe(schema: Schema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.format) return schema.format;
  if (schema.pattern) return schema.pattern;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  if (schema.type) return Array.isArray(schema.type) ? schema.type.join('|') : schema.type;
  return 'a value of the schema';
}

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30); the pattern has checked its shape. */
function isCalendarDay(text: string): boolean {
  const shape = DAY_SHAPE.exec(text);
  if (shape) {
    // Arithmetic rather than a Date and its ISO text: an answer of 186 passengers carries ~900 dates.
    const year = Number(shape[1]);
    const month = Number(shape[2]);
    const day = Number(shape[3]);
    if (month < 1 || month > 12 || day < 1) return false;
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return day <= (month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
  }
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text.slice(0, 10);
}

/** JSON Schema counts a string's length in code points, not UTF-16 units (a surrogate pair is one). */
function lengthOf(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        length -= 1;
        index += 1;
      }
    }
  }
  return length;
}

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * Where a check failed, below the value it was given: the keys from the value down (deepest first, as the
 * failure climbs back), what was expected there and what came. The text of the path is made only for a
 * failure: a conforming answer of 186 passengers would otherwise build ~4,000 path strings to throw away.
 */
interface Failure {
  keys: (string | number)[];
  expected: string;
  value: unknown;
}

/** A compiled schema: `blank` says whether the path above the value is empty (it decides a dot). */
type Check = (value: unknown, blank: boolean) => Failure | null;

const below = (failure: Failure | null, key: string | number): Failure | null => {
  if (failure) failure.keys.push(key);
  return failure;
};

/** Whether the path is still empty below `key` (`join('', '')` is empty). */
const blankBelow = (blank: boolean, key: string | number) => blank && key === '';

/** The length of the path text a failure adds to a path (empty or not): the deepest of anyOf's options. */
function pathLength(failure: Failure, blank: boolean): number {
  let length = 0;
  let empty = blank;
  for (let index = failure.keys.length - 1; index >= 0; index -= 1) {
    const key = failure.keys[index];
    if (typeof key === 'number') {
      length += String(key).length + 2;
      empty = false;
    } else {
      length += key.length + (empty ? 0 : 1);
      empty = empty && key === '';
    }
  }
  return length;
}

const compiled = new WeakMap<Record<string, Schema>, WeakMap<Schema, Check>>();

/** The check of `schema` with `defs` behind its `$ref`s, compiled at its first use and kept. */
function compile(schema: Schema, defs: Record<string, Schema>): Check {
  let ofDefs = compiled.get(defs);
  if (!ofDefs) compiled.set(defs, (ofDefs = new WeakMap()));
  let check = ofDefs.get(schema);
  // A schema is a tree (JSON has no cycles); a `$ref` is resolved at its first check, so no schema needs
  // its own check while it is being built.
  if (!check) ofDefs.set(schema, (check = build(schema, defs)));
  return check;
}

/**
 * One schema's checks, in the order the standard reading applies them (so the first place found wrong is
 * the same), each present only when the schema has its keyword.
 */
function build(schema: Schema, defs: Record<string, Schema>): Check {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.startsWith(REF_PREFIX) ? schema.$ref.slice(REF_PREFIX.length) : undefined;
    const ref = schema.$ref;
    let target: Check | undefined;
    // Resolved at the first check that reaches it: an unknown name fails that check, as it always did.
    return (value, blank) => {
      if (!target) {
        const found = name !== undefined && Object.hasOwn(defs, name) ? defs[name] : undefined;
        if (!found) throw new Error(`contract: unknown schema ${ref}`);
        target = compile(found, defs);
      }
      return target(value, blank);
    };
  }
  let described: string | undefined;
  const fail = (value: unknown, expected = (described ??= describe(schema))): Failure => ({ keys: [], expected, value });
  const hasConst = 'const' in schema;
  const constant = schema.const;
  const allowed = schema.enum ? new Set(schema.enum) : undefined;
  const refuses = Boolean(schema.not);
  const types = schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const format = schema.format === 'date' || schema.format === 'date-time' ? schema.format : undefined;
  const { minLength, maxLength, minimum, exclusiveMinimum, maximum, minItems, maxItems } = schema;
  const anyOf = schema.anyOf?.map((option) => compile(option, defs));
  const items = schema.items ? compile(schema.items, defs) : undefined;
  const prefixItems = schema.prefixItems?.map((item) => compile(item, defs));
  const required = schema.required ?? [];
  const properties = new Map(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, compile(property, defs)]));
  const additional = schema.additionalProperties ? compile(schema.additionalProperties, defs) : undefined;
  const checksStrings = pattern !== undefined || format !== undefined || minLength !== undefined || maxLength !== undefined;
  const checksNumbers = minimum !== undefined || exclusiveMinimum !== undefined || maximum !== undefined;

  return (value, blank) => {
    if (hasConst && value !== constant) return fail(value);
    if (allowed && !allowed.has(value)) return fail(value);
    if (refuses) return fail(value, 'nothing');
    if (types) {
      const actual = typeOf(value);
      let matched = false;
      for (const type of types) if (type === actual || (type === 'number' && actual === 'integer')) matched = true;
      if (!matched) return fail(value);
    }
    if (checksStrings && typeof value === 'string') {
      if (pattern && !pattern.test(value)) return fail(value);
      if (format && !isCalendarDay(value)) return fail(value, format);
      // A string of n UTF-16 units has at most n code points: most need no counting.
      if (minLength !== undefined && value.length < minLength * 2 && lengthOf(value) < minLength)
        return fail(value, `至少${minLength}个字符`);
      if (maxLength !== undefined && value.length > maxLength && lengthOf(value) > maxLength) return fail(value, `至多${maxLength}个字符`);
    }
    if (checksNumbers && typeof value === 'number') {
      if (minimum !== undefined && value < minimum) return fail(value, `不小于${minimum}`);
      if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return fail(value, `大于${exclusiveMinimum}`);
      if (maximum !== undefined && value > maximum) return fail(value, `不大于${maximum}`);
    }
    const array = Array.isArray(value);
    if (array) {
      if (minItems !== undefined && value.length < minItems) return fail(value, `至少${minItems}项`);
      if (maxItems !== undefined && value.length > maxItems) return fail(value, `至多${maxItems}项`);
    }
    if (anyOf) {
      let deepest: Failure | null = null;
      let deepestLength = -1;
      for (const option of anyOf) {
        const failure = option(value, blank);
        if (!failure) return null;
        // The option that got furthest into the value names the place that is wrong (the first of equals).
        const length = pathLength(failure, blank);
        if (length > deepestLength) {
          deepest = failure;
          deepestLength = length;
        }
      }
      return deepest;
    }
    if (array) {
      for (let index = 0; index < value.length; index += 1) {
        const item = prefixItems?.[index] ?? items;
        const failure = item ? below(item(value[index], false), index) : null;
        if (failure) return failure;
      }
      if (prefixItems && value.length !== prefixItems.length) return fail(value, `${prefixItems.length} items`);
      return null;
    }
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const key of required) {
        if (!Object.hasOwn(record, key)) return { keys: [key], expected: 'present', value: undefined };
      }
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        const property = properties.get(key) ?? additional;
        const failure = property ? below(property(record[key], blankBelow(blank, key)), key) : null;
        if (failure) return failure;
      }
    }
    return null;
  };
}

/**
 * Checks `value` against `schema`, its `$ref`s resolved in `defs`; `path` is where the value sits (it
 * starts the path of an issue). Each schema is compiled into a function at its first check and kept.
 */
export function checkSchema(schema: Schema, value: unknown, defs: Record<string, Schema>, path = ''): SchemaIssue | null {
  const failure = compile(schema, defs)(value, path === '');
  if (!failure) return null;
  let at = path;
  for (let index = failure.keys.length - 1; index >= 0; index -= 1) at = join(at, failure.keys[index]);
  return { path: at, expected: failure.expected, value: failure.value };
}
