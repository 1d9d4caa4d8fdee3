#!/usr/bin/env node
/**
 * `npm run contract:fuzz`: the committed contract (docs/gateway/openapi.json) used as an airline team new to
 * it would use it — nothing of the project's code but the document — to send every call requests that the
 * document says are valid, signed in, to `npm run gateway`, and to read what comes back.
 *
 * For each call it draws schema-valid request bodies (fast-check, from the request schema's keywords: type,
 * enum/const, pattern, format date/date-time, minimum/maximum/exclusiveMinimum, min/maxLength,
 * min/maxItems, required, anyOf/oneOf, $ref; a string field takes, half the time, a value of the same name
 * from the document's examples, so a body reaches past "no such order" to the rules behind it). Every body
 * is checked with ajv (and ajv-formats) before it is sent: only schema-valid ones count. A date range the
 * call's `x-rules` names ("X 不能晚于 Y") is drawn in order, as the reader of the rule would send it.
 *
 * It reports, and fails on:
 * - a shape refusal of a schema-valid request: PARAM_INVALID (请求参数有误) — the document did not state the
 *   rule the gateway applied (on a call whose `x-rules` name a rule refused with PARAM_INVALID, such a
 *   refusal is printed and counted apart: the rule is stated, in words);
 * - a refusal whose code the call does not list in `x-error-codes`;
 * - an answer that is not HTTP 200 with a JSON envelope, or not its call's answer schema (success or
 *   refusal), or without an HTTP-date `Date` header.
 * Business refusals (not found, a state, a permission, a deadline) are the gateway's to answer: counted by
 * code, not failures.
 *
 *   npm run contract:fuzz -- [--runs 4] [--seed N] [--port 0] [--only /path/prefix] [--verbose]
 *
 * It starts its own gateway (scripts/gateway.mjs on --port, a temporary data folder, --reset) and signs in
 * as the seeded agent01 through the control API's captcha code; `--base URL --control-token T` use a running
 * simulator instead. Calls the document asks no session of (the sign-ins) go without the fuzzer's session and do not
 * replace it; calls that end the session (/account/logout) go last; a session lost on the way is
 * signed in again and the request sent once more.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ROOT } from './catalogue.mjs';
import { serveGateway } from '../lib/serve-gateway.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '4' },
    seed: { type: 'string', default: '45' },
    port: { type: 'string', default: '0' },
    base: { type: 'string' },
    'control-token': { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(
    'npm run contract:fuzz -- [--runs 4] [--seed 45] [--port 0] [--only /path-prefix] [--verbose] [--base URL --control-token T]',
  );
  process.exit(0);
}
const RUNS = Number(options.runs);
const SEED = Number(options.seed);

const document = JSON.parse(await readFile(join(ROOT, 'docs/gateway/openapi.json'), 'utf8'));
const schemas = document.components.schemas;
const prefix = document.servers[0].url.replace('{gateway}', '');
const catalogue = new Map(document['x-error-catalogue'].map((error) => [error.code, error.key]));
const SHAPE_CODES = new Set(document['x-error-catalogue'].filter((error) => error.key === 'PARAM_INVALID').map((error) => error.code));
const SESSION_LOST = new Set(
  document['x-error-catalogue'].filter((error) => ['NOT_LOGGED_IN', 'SESSION_EXPIRED'].includes(error.key)).map((error) => error.code),
);

// ---- the document's schemas, for ajv and for the generator ----

const toAjvRefs = (node) => {
  if (Array.isArray(node)) return node.map(toAjvRefs);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' ? value.replace('#/components/schemas/', 'contract#/$defs/') : toAjvRefs(value),
    ]),
  );
};
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv, ['date', 'date-time']);
ajv.addSchema({ $id: 'contract', $defs: toAjvRefs(schemas) });
const compile = (schema) => ajv.compile(toAjvRefs(schema));

const resolve = (schema) => (schema?.$ref ? resolve(schemas[schema.$ref.split('/').pop()]) : schema);

/** Values of the document's examples by field name (strings and integers), to draw from beside random ones. */
const pool = new Map();
const collect = (node) => {
  if (Array.isArray(node)) return node.forEach(collect);
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string' || Number.isInteger(value)) {
      if (!pool.has(key)) pool.set(key, new Set());
      pool.get(key).add(value);
    } else collect(value);
  }
};
for (const item of Object.values(document.paths)) {
  for (const example of Object.values(item.post.responses[200].content['application/json'].examples ?? {})) collect(example.value);
  for (const example of Object.values(item.post.requestBody.content['application/json'].examples ?? {})) collect(example.value);
}

// ---- schema → fast-check arbitrary ----

const pad = (n, width = 2) => String(n).padStart(width, '0');
/** A Beijing wall-clock date of an instant; years 0001–9999 (the pattern's four digits). */
const beijing = (date) => new Date(date.getTime() + 8 * 3600_000);
const dateText = (date) => {
  const b = beijing(date);
  return `${pad(b.getUTCFullYear(), 4)}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())}`;
};
const instantText = (date) => {
  const b = beijing(date);
  return `${dateText(date)}T${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}+08:00`;
};
/** Mostly near the simulator's seed (2026), sometimes anywhere a four-digit year allows. */
const anyDate = fc.oneof(
  { weight: 3, arbitrary: fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z'), noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }) },
);
/** Characters a form might send: Chinese, Latin, digits, spaces and punctuation, now and then any code point. */
const CHARS = [...'王芳李明张伟测试团队上海成都航班退票改签备注甲乙丙丁abcdefXYZ0123456789 -_.@，。、/'];
const unit = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...CHARS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

function stringArb(schema) {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 24);
  const fitsLength = (text) => [...text].length >= minLength && [...text].length <= maxLength;
  if (schema.format === 'date') return anyDate.map(dateText);
  if (schema.format === 'date-time') return anyDate.map(instantText);
  if (schema.pattern) {
    const regex = new RegExp(schema.pattern, 'u');
    if (schema.pattern.startsWith('^')) {
      let arb;
      try {
        arb = fc.stringMatching(regex);
      } catch {
        // A pattern fast-check cannot invert (a lookahead): its alternatives' plain parts, then the real test.
        arb = fc.stringMatching(new RegExp(schema.pattern.replace(/\(\?[!=][^)]*\)/g, ''), 'u'));
      }
      return arb.filter((text) => regex.test(text) && fitsLength(text));
    }
    return fc.string({ unit, minLength: Math.max(minLength, 1), maxLength }).filter((text) => regex.test(text));
  }
  // Both ends of the length range, and anything between.
  return fc.oneof(
    fc.string({ unit, minLength, maxLength }),
    fc.string({ unit, minLength: maxLength, maxLength }),
    fc.string({ unit, minLength, maxLength: minLength }),
  );
}

function numberArb(schema, integer) {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : schema.minimum;
  const low = min ?? -1_000_000;
  const high = schema.maximum ?? Math.max(low, 0) + 1_000_000;
  if (integer) {
    const lo = Math.ceil(low);
    const hi = Math.floor(high);
    return fc.oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi, Math.min(hi, Math.max(lo, 1))));
  }
  return fc.oneof(
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
    fc.constantFrom(low, high),
  );
}

function arbitraryOf(schema, name, depth = 0) {
  if (schema.$ref) return arbitraryOf(resolve(schema), name, depth);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryOf(branch, name, depth)));
  if (schema.allOf)
    return arbitraryOf(
      schema.allOf.reduce((merged, part) => mergeObjects(merged, resolve(part)), {}),
      name,
      depth,
    );
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, name, depth)));
  let arb;
  switch (schema.type) {
    case 'string':
      arb = stringArb(schema);
      break;
    case 'integer':
      arb = numberArb(schema, true);
      break;
    case 'number':
      arb = numberArb(schema, false);
      break;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = schema.maxItems ?? Math.max(minLength, depth > 1 ? 2 : 4);
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, name, depth + 1)));
      return fc.array(arbitraryOf(schema.items ?? {}, name, depth + 1), { minLength, maxLength });
    }
    case 'object':
    case undefined:
      return objectArb(schema, depth);
    default:
      throw new Error(`fuzz: no generator for type ${schema.type}`);
  }
  // Half the time a value the document's examples gave a field of this name (an order number that exists).
  const known = name && pool.has(name) ? [...pool.get(name)].filter(compile(schema)) : [];
  return known.length > 0 ? fc.oneof(arb, fc.constantFrom(...known)) : arb;
}

function mergeObjects(a, b) {
  return {
    type: 'object',
    properties: { ...(a.properties ?? {}), ...(b.properties ?? {}) },
    required: [...(a.required ?? []), ...(b.required ?? [])],
  };
}

function objectArb(schema, depth) {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property, key, depth + 1)]));
  const required = (schema.required ?? []).filter((key) => key in properties);
  if (Object.keys(properties).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), arbitraryOf(schema.additionalProperties, undefined, depth + 1), {
      maxKeys: 3,
    });
  }
  return fc.record(record, { requiredKeys: required });
}

/** The date ranges a call's x-rules name ("flightDateStart 不能晚于 flightDateEnd…"), drawn in order. */
function orderRanges(body, rules) {
  for (const rule of rules ?? []) {
    const match = /^(\w+) 不能晚于 (\w+)/.exec(rule);
    if (!match) continue;
    const [, start, end] = match;
    if (typeof body[start] === 'string' && typeof body[end] === 'string' && body[start] > body[end])
      [body[start], body[end]] = [body[end], body[start]];
  }
  return body;
}

// ---- the gateway ----

const cookies = new Map();
const takeCookies = (response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute))) cookies.delete(name);
    else cookies.set(name, value);
  }
};

/** `withSession` false: a call the document asks no session of (a sign-in), sent without the fuzzer's and not taking its cookie. */
async function post(base, path, body, withSession = true) {
  const headers = { 'Content-Type': 'application/json' };
  if (withSession && cookies.size > 0) headers.Cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${base}${prefix}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (withSession) takeCookies(response);
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, date: response.headers.get('date'), text, json };
}

async function signIn(base, controlToken) {
  cookies.clear();
  const captcha = await post(base, '/account/captcha/image', {});
  const key = captcha.json?.captchaKey;
  const read = await fetch(`${base}/__simulator/captcha?key=${encodeURIComponent(key)}`, {
    headers: { Authorization: `Bearer ${controlToken}` },
  });
  if (!read.ok) throw new Error(`fuzz: the control API gave no captcha code (HTTP ${read.status}): is the control token right?`);
  const { code } = await read.json();
  const login = await post(base, '/account/agent/login', {
    userName: 'agent01',
    password: 'Agent@2026',
    captchaKey: key,
    captchaCode: code,
  });
  if (!login.json?.btCommonRes?.isOk) throw new Error(`fuzz: agent01 could not sign in: ${login.text.slice(0, 300)}`);
}

// ---- the run ----

const HTTP_DATE = new RegExp(document.paths[Object.keys(document.paths)[0]].post.responses[200].headers.Date.schema.pattern);
const controlToken = options['control-token'] ?? process.env.GATEWAY_CONTROL_TOKEN ?? randomUUID();
const started = performance.now();
const gateway = options.base
  ? null
  : await serveGateway({ root: ROOT, port: Number(options.port), controlToken, dataPrefix: 'contract-fuzz-' });
const base = (gateway?.url ?? options.base).replace(/\/+$/, '');

const ENDS_SESSION = new Set(['/account/logout']);
const calls = Object.entries(document.paths)
  .filter(([path]) => !options.only || path.startsWith(options.only))
  .sort(([a], [b]) => Number(ENDS_SESSION.has(a)) - Number(ENDS_SESSION.has(b)));

const counts = {
  calls: calls.length,
  drawn: 0,
  invalidDrawn: 0,
  sent: 0,
  accepted: 0,
  business: 0,
  documented: 0,
  shape: 0,
  unlisted: 0,
  malformed: 0,
  serverErrors: 0,
  resignIns: 0,
};
const businessCodes = new Map();
const problems = [];
const problem = (kind, path, body, what) => {
  problems.push({ kind, path, body, what });
  console.log(`✗ ${kind} ${path}: ${what}\n    request ${JSON.stringify(body).slice(0, 400)}`);
};

let exitCode = 1;
try {
  await signIn(base, controlToken);
  for (const [index, [path, item]] of calls.entries()) {
    const { post: operation } = item;
    const requestSchema = operation.requestBody.content['application/json'].schema;
    const validRequest = compile(requestSchema);
    const validAnswer = compile(operation.responses[200].content['application/json'].schema);
    const documentedRule = (operation['x-rules'] ?? []).some((rule) => rule.includes('PARAM_INVALID'));
    const listed = new Set(operation['x-error-codes'].map((error) => error.code));
    const arb = arbitraryOf(requestSchema, undefined);
    const bodies = fc
      .sample(arb, { numRuns: RUNS * 3, seed: SEED + index })
      .map((body) => (body && typeof body === 'object' && !Array.isArray(body) ? orderRanges(body, operation['x-rules']) : body));
    const valid = [];
    for (const body of bodies) {
      counts.drawn += 1;
      if (!validRequest(body)) {
        counts.invalidDrawn += 1;
        continue;
      }
      if (valid.length < RUNS && !valid.some((other) => JSON.stringify(other) === JSON.stringify(body))) valid.push(body);
    }
    for (const body of valid) {
      const withSession = operation.security.length > 0;
      let answer = await post(base, path, body, withSession);
      const lostSession = () =>
        answer.json?.btCommonRes?.isOk === false && SESSION_LOST.has(answer.json.btCommonRes.errorCode) && operation.security.length > 0;
      if (lostSession() && !ENDS_SESSION.has(path)) {
        counts.resignIns += 1;
        await signIn(base, controlToken);
        answer = await post(base, path, body, withSession);
      }
      counts.sent += 1;
      if (answer.status >= 500) {
        counts.serverErrors += 1;
        problem('5xx', path, body, `HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      const envelope = answer.json?.btCommonRes;
      if (answer.status !== 200 || !envelope || typeof envelope.isOk !== 'boolean') {
        counts.malformed += 1;
        problem('no envelope', path, body, `HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      if (!answer.date || !HTTP_DATE.test(answer.date)) problem('Date header', path, body, `not an HTTP-date: ${answer.date}`);
      if (!validAnswer(answer.json)) {
        counts.malformed += 1;
        problem('answer schema', path, body, ajv.errorsText(validAnswer.errors).slice(0, 300));
        continue;
      }
      if (envelope.isOk) {
        counts.accepted += 1;
        if (options.verbose) console.log(`✓ ${path} accepted ${JSON.stringify(body).slice(0, 160)}`);
        continue;
      }
      const code = envelope.errorCode;
      if (!listed.has(code)) {
        counts.unlisted += 1;
        problem('unlisted code', path, body, `${code} ${catalogue.get(code)} is not in its x-error-codes (${envelope.errorMsg})`);
      }
      // A rule the document states in words (x-rules, "…否则 PARAM_INVALID") is the reader's to keep: its refusal is listed, not a failure.
      if (SHAPE_CODES.has(code) && documentedRule) {
        counts.documented += 1;
        console.log(`· documented rule ${path}: ${envelope.errorMsg}`);
        continue;
      }
      if (SHAPE_CODES.has(code)) {
        counts.shape += 1;
        problem(
          'shape refusal',
          path,
          body,
          `${envelope.errorMsg}${answer.json.errorParams?.field ? ` (field ${answer.json.errorParams.field})` : ''}`,
        );
        continue;
      }
      counts.business += 1;
      const key = catalogue.get(code) ?? code;
      businessCodes.set(key, (businessCodes.get(key) ?? 0) + 1);
      if (options.verbose) console.log(`· ${path} ${key}: ${envelope.errorMsg}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\ncontract:fuzz against ${base}${prefix} (seed ${SEED}, ${RUNS} per call, ${seconds} s)`);
  console.log(
    `calls ${counts.calls}; bodies drawn ${counts.drawn} (${counts.invalidDrawn} not schema-valid, not sent); schema-valid requests sent ${counts.sent}`,
  );
  console.log(
    `accepted ${counts.accepted}; business refusals ${counts.business}; refusals by a rule x-rules states ${counts.documented}; shape refusals ${counts.shape}; refusals with an unlisted code ${counts.unlisted}; answers without an envelope or outside their schema ${counts.malformed}; 5xx ${counts.serverErrors}; sessions signed in again ${counts.resignIns}`,
  );
  console.log(
    `business refusals by code: ${[...businessCodes]
      .sort((a, b) => b[1] - a[1])
      .map(([key, n]) => `${key} ${n}`)
      .join(', ')}`,
  );
  exitCode = problems.length > 0 ? 1 : 0;
} finally {
  await gateway?.stop();
}
process.exit(exitCode);
