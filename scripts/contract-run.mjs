#!/usr/bin/env node
/**
 * `npm run contract -- --base <url>`: replays the recorded calls (scripts/contract/recorded-calls.mjs) against
 * a gateway and checks every answer against the published contract (docs/gateway/openapi.json, with ajv)
 * and the catalogue's rules: HTTP 200 with a JSON body; `btCommonRes.isOk` a boolean; an accepted answer
 * conforms to its call's schema; a refusal conforms to `Refusal` and its errorCode is in the catalogue
 * (x-error-catalogue) and among its operation's `x-error-codes`; an expected refusal has the expected code (and errorParams.field); the `Date` header
 * is present and an HTTP date; with an Origin sent, Access-Control-Allow-Origin/-Credentials: true and Date
 * in Access-Control-Expose-Headers; every Set-Cookie is HttpOnly. One line per call, then
 * `N passed, M failed` alone on a line; exit 1 on any failure.
 *
 * `--serve` starts `npm run gateway`'s server itself (scripts/gateway.mjs, an ephemeral port, a temporary
 * data folder, --reset), runs against it and stops it: what `npm test` runs.
 *
 * Signing in needs an image captcha's code. Against the simulator the runner reads it from the control API
 * (GET /__simulator/captcha?key=…, with the control token: --control-token or GATEWAY_CONTROL_TOKEN; --serve
 * makes one) when it answers; otherwise `--captcha-code CODE` (a test gateway with a
 * fixed code) or `--captcha-from CMD` (a command printing the code; CAPTCHA_KEY in its environment). For a
 * real gateway, `--session 'NAME=VALUE'` and `--staff-session 'NAME=VALUE'` give signed-in cookies instead
 * (an agency main account; a staff sub-account without the export right): the sign-in calls are skipped,
 * and so is any call needing a captcha when there is no way to read one.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { serveGateway } from './lib/serve-gateway.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HELP = `npm run contract -- --base URL | --serve  [options]

  --base URL            the gateway's origin, e.g. http://127.0.0.1:8787
  --serve               start npm run gateway on a free port with a fresh data folder, run, stop it
  --prefix PATH         the gateway prefix (default: the OpenAPI document's server, /b2b-gateway/api)
  --origin URL          the portal origin sent as Origin (default http://127.0.0.1:4173; '' sends none
                        and skips the CORS checks)
  --session COOKIE      a signed-in agency main account's cookie (NAME=VALUE): skips its sign-in
  --staff-session COOKIE  a signed-in staff sub-account's cookie, without the export right
  --control-token T     the simulator's control token, to read captcha codes (default $GATEWAY_CONTROL_TOKEN)
  --captcha-code CODE   the image captcha's code (a gateway with a fixed test code)
  --captcha-from CMD    a shell command printing the code of the captcha in $CAPTCHA_KEY
  --calls FILE          the recorded calls (default scripts/contract/recorded-calls.mjs)
  --openapi FILE        the contract (default docs/gateway/openapi.json)
  --timeout MS          per call (default 30000)`;

const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    serve: { type: 'boolean', default: false },
    prefix: { type: 'string' },
    origin: { type: 'string', default: 'http://127.0.0.1:4173' },
    session: { type: 'string' },
    'staff-session': { type: 'string' },
    'captcha-code': { type: 'string' },
    'control-token': { type: 'string' },
    'captcha-from': { type: 'string' },
    calls: { type: 'string', default: join(ROOT, 'scripts/contract/recorded-calls.mjs') },
    openapi: { type: 'string', default: join(ROOT, 'docs/gateway/openapi.json') },
    timeout: { type: 'string', default: '30000' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help || (!options.base && !options.serve)) {
  console.log(HELP);
  process.exit(options.help ? 0 : 2);
}

// ---- the contract ----

const document = JSON.parse(readFileSync(options.openapi, 'utf8'));
const catalogue = document['x-error-catalogue'];
const codeOf = new Map(catalogue.map((error) => [error.key, error.code]));
const codes = new Set(catalogue.map((error) => error.code));
const prefix = (options.prefix ?? new URL(document.servers[0].url.replace('{gateway}', 'http://gateway')).pathname).replace(/\/+$/, '');
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema(document, 'openapi');
const pointer = (...keys) => `openapi#/${keys.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** The validators of a path: request, accepted answer, refusal. */
function schemasOf(path) {
  const operation = document.paths[path]?.post;
  if (!operation) return null;
  const at = ['paths', path, 'post'];
  const answers = operation.responses['200'].content['application/json'].schema.oneOf;
  const refusalIndex = answers.findIndex((schema) => schema.$ref === '#/components/schemas/Refusal');
  const successIndex = refusalIndex === 0 ? 1 : 0;
  return {
    request: ajv.getSchema(pointer(...at, 'requestBody', 'content', 'application/json', 'schema')),
    success: ajv.getSchema(pointer(...at, 'responses', '200', 'content', 'application/json', 'schema', 'oneOf', successIndex)),
    refusal: ajv.getSchema(pointer('components', 'schemas', 'Refusal')),
  };
}

function valueAt(root, instancePath) {
  return instancePath
    .split('/')
    .slice(1)
    .reduce(
      (node, key) => (node === null || typeof node !== 'object' ? undefined : node[key.replace(/~1/g, '/').replace(/~0/g, '~')]),
      root,
    );
}

const show = (value) => (value === undefined ? 'absent' : (JSON.stringify(value) ?? String(value)).slice(0, 120));

/** The first way `value` fails `validate`, as "field: expected …, value …", or null. */
function violation(validate, value, what) {
  if (validate(value)) return null;
  const [error] = validate.errors ?? [];
  if (!error) return `${what}: does not conform`;
  let field = error.instancePath || '(body)';
  let actual = valueAt(value, error.instancePath);
  if (error.keyword === 'required') {
    field = `${error.instancePath}/${error.params.missingProperty}`;
    actual = undefined;
  }
  const expected =
    error.keyword === 'required'
      ? 'present'
      : error.keyword === 'enum'
        ? `one of ${error.params.allowedValues.join('|')}`
        : error.keyword === 'const'
          ? JSON.stringify(error.params.allowedValue)
          : error.message?.replace(/^must (be )?/, '');
  return `${what} ${field}: expected ${expected}, value ${show(actual)}`;
}

// ---- placeholders and answer paths ----

const saved = new Map();
let gatewayNowMs = Date.now();

function beijingDate(ms) {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

class Unresolved extends Error {}

function placeholder(name) {
  if (name === 'uuid') return randomUUID();
  if (name === 'captcha') return captchaCode();
  const date = /^date([+-]\d+)?$/.exec(name);
  if (date) return beijingDate(gatewayNowMs + Number(date[1] ?? 0) * 86_400_000);
  if (!saved.has(name)) throw new Unresolved(`\${${name}} unknown (the call that saves it failed or was skipped)`);
  return saved.get(name);
}

function fill(value) {
  if (typeof value === 'string') {
    const whole = /^\$\{([^}]+)\}$/.exec(value);
    if (whole) return placeholder(whole[1]);
    return value.replace(/\$\{([^}]+)\}/g, (_, name) => String(placeholder(name)));
  }
  if (Array.isArray(value)) return value.map(fill);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
  return value;
}

/** `a.b[0].c`, `list[key=VALUE]`, `list[key>=N]` in an answer; undefined when absent. */
function pick(root, path) {
  let node = root;
  for (const segment of path.split('.')) {
    const [, key, filter] = /^([^[]*)(?:\[(.+)\])?$/.exec(segment);
    if (key) node = node?.[key];
    if (filter === undefined || node === undefined) continue;
    if (!Array.isArray(node)) return undefined;
    if (/^\d+$/.test(filter)) {
      node = node[Number(filter)];
      continue;
    }
    const [, field, op, wanted] = /^(\w+)(>=|=)(.*)$/.exec(filter) ?? [];
    node = node.find((item) => (op === '>=' ? Number(item?.[field]) >= Number(wanted) : String(item?.[field]) === wanted));
  }
  return node;
}

// ---- captcha codes ----

let captchaSource = null;

function captchaCode() {
  const key = saved.get('captchaKey');
  if (key === undefined) throw new Unresolved('${captcha}: no captchaKey saved');
  const code = captchaSource?.(key);
  if (code === undefined) throw new Unresolved('${captcha}: no way to read the code');
  return code;
}

// ---- one call ----

class Jar {
  cookies = new Map();
  constructor(given) {
    if (given) {
      const at = given.indexOf('=');
      this.cookies.set(given.slice(0, at).trim(), given.slice(at + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  take(lines) {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = value === '' || attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const timeoutMs = Number(options.timeout);

async function replay(call, base, jars) {
  const checked = [];
  const failed = [];
  const jar = jars[call.session ?? 'agent'];
  const path = call.path;
  const schemas = schemasOf(path);
  if (!schemas) return { failed: [`${path} is not in the contract`], checked };
  const body = fill(call.body ?? {});
  if (!call.schemaOnly) {
    const problem = violation(schemas.request, body, 'recorded request');
    if (problem) failed.push(`${problem} (the recorded call is stale: fix scripts/contract/recorded-calls.mjs)`);
  }

  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.origin) headers.Origin = options.origin;
  if (jar && jar.cookies.size > 0) headers.Cookie = jar.header();
  let response;
  try {
    response = await fetch(`${base}${prefix}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { failed: [...failed, `no answer: ${error.cause?.message ?? error.message}`], checked };
  }
  const text = await response.text();

  // Headers: Date, CORS, cookies.
  const date = response.headers.get('date');
  if (date === null) failed.push('Date header: expected present, value absent');
  else if (
    !/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(date) ||
    Number.isNaN(Date.parse(date))
  )
    failed.push(`Date header: expected an HTTP date (IMF-fixdate), value ${show(date)}`);
  else {
    gatewayNowMs = Date.parse(date);
    checked.push('Date');
  }
  if (options.origin) {
    const allowOrigin = response.headers.get('access-control-allow-origin');
    const credentials = response.headers.get('access-control-allow-credentials');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(',').map((name) => name.trim().toLowerCase());
    const before = failed.length;
    if (allowOrigin !== options.origin)
      failed.push(`Access-Control-Allow-Origin: expected ${options.origin}, value ${show(allowOrigin ?? undefined)}`);
    if (credentials !== 'true') failed.push(`Access-Control-Allow-Credentials: expected true, value ${show(credentials ?? undefined)}`);
    if (!exposed.includes('date'))
      failed.push(
        `Access-Control-Expose-Headers: expected to name Date, value ${show(response.headers.get('access-control-expose-headers') ?? undefined)}`,
      );
    if (failed.length === before) checked.push('CORS');
  }
  const setCookies = response.headers.getSetCookie();
  for (const line of setCookies) {
    if (
      !line
        .split(';')
        .slice(1)
        .some((attribute) => attribute.trim().toLowerCase() === 'httponly')
    )
      failed.push(`Set-Cookie ${line.split('=')[0]}: expected HttpOnly, value ${show(line)}`);
  }
  jar?.take(setCookies);
  if (call.cookie === 'set') {
    const opened = setCookies.some((line) => !/^[^=]+=\s*(;|$)/.test(line) && !/max-age\s*=\s*0/i.test(line));
    if (!opened) failed.push('Set-Cookie: expected a session cookie, value absent');
    else if (setCookies.every((line) => /httponly/i.test(line))) checked.push('HttpOnly cookie');
  }
  if (call.cookie === 'cleared') {
    if (!setCookies.some((line) => /^[^=]+=\s*(;|$)/.test(line) || /max-age\s*=\s*0/i.test(line)))
      failed.push('Set-Cookie: expected the session cookie cleared, value absent');
    else checked.push('cookie cleared');
  }

  // The body: status, JSON, envelope.
  if (response.status !== 200)
    return {
      failed: [...failed, `HTTP status: expected 200, value ${response.status}${text ? ` (${show(text.slice(0, 80))})` : ''}`],
      checked,
    };
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    return { failed: [...failed, `body: expected JSON, value ${show(text.slice(0, 80))}`], checked };
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer))
    return { failed: [...failed, `body: expected a JSON object, value ${show(answer)}`], checked };
  const envelope = answer.btCommonRes;
  if (envelope === null || typeof envelope !== 'object')
    return { failed: [...failed, `/btCommonRes: expected an object, value ${show(envelope)}`], checked };
  if (typeof envelope.isOk !== 'boolean')
    return { failed: [...failed, `/btCommonRes/isOk: expected boolean, value ${show(envelope.isOk)}`], checked };

  const expected = call.expect ?? 'ok';
  if (envelope.isOk) {
    const problem = violation(schemas.success, answer, 'answer');
    if (problem) failed.push(problem);
    else checked.push('schema');
    if (expected !== 'ok') failed.push(`/btCommonRes/isOk: expected false (${expected.refusal}), value true`);
    else checked.unshift('isOk');
  } else {
    const problem = violation(schemas.refusal, answer, 'refusal');
    const listed = (document.paths[call.path]?.post['x-error-codes'] ?? []).map((error) => error.code);
    if (!codes.has(envelope.errorCode))
      failed.push(`/btCommonRes/errorCode: expected a code of the catalogue, value ${show(envelope.errorCode)}`);
    else if (!listed.includes(envelope.errorCode))
      failed.push(`/btCommonRes/errorCode: expected a code its operation lists (x-error-codes), value ${show(envelope.errorCode)}`);
    else if (problem) failed.push(problem);
    else checked.push('Refusal schema');
    if (expected === 'ok') failed.push(`/btCommonRes/isOk: expected true, value false (${envelope.errorCode} ${envelope.errorMsg ?? ''})`);
    else {
      const want = codeOf.get(expected.refusal);
      if (envelope.errorCode !== want)
        failed.push(`/btCommonRes/errorCode: expected ${want} (${expected.refusal}), value ${show(envelope.errorCode)}`);
      else checked.unshift(expected.refusal);
      if (expected.field !== undefined) {
        if (answer.errorParams?.field !== expected.field)
          failed.push(`/errorParams/field: expected ${show(expected.field)}, value ${show(answer.errorParams?.field)}`);
        else checked.push(`errorParams.field ${expected.field}`);
      }
    }
  }

  for (const [at, wanted] of Object.entries(call.values ?? {})) {
    let want;
    try {
      want = fill(wanted);
    } catch (error) {
      failed.push(error.message);
      continue;
    }
    const actual = pick(answer, at);
    if (actual !== want) failed.push(`${at}: expected ${show(want)}, value ${show(actual)}`);
  }
  if (call.values && failed.length === 0) checked.push(Object.keys(call.values).join(', '));
  for (const [name, at] of Object.entries(call.save ?? {})) {
    const value = pick(answer, at);
    if (value === undefined) failed.push(`${at}: expected present (saved as \${${name}}), value absent`);
    else saved.set(name, value);
  }
  return { failed, checked };
}

// ---- the gateway ----

async function controlApiCaptcha(base) {
  if (!controlToken) return null;
  const headers = { Authorization: `Bearer ${controlToken}` };
  // Does the control API answer? (A 404 for an unknown key still says it is there.)
  try {
    const probe = await fetch(`${base}/__simulator`, { headers, signal: AbortSignal.timeout(5_000) });
    if (!probe.ok) return null;
  } catch {
    return null;
  }
  return async (key) => {
    const response = await fetch(`${base}/__simulator/captcha?key=${encodeURIComponent(key)}`, { headers });
    return response.ok ? (await response.json()).code : undefined;
  };
}

const controlToken = options['control-token'] ?? process.env.GATEWAY_CONTROL_TOKEN ?? (options.serve ? randomUUID() : undefined);
const started = performance.now();
const gateway = options.serve ? await serveGateway({ root: ROOT, controlToken, dataPrefix: 'contract-gateway-' }) : null;
const base = (gateway?.url ?? options.base).replace(/\/+$/, '');
let exitCode = 1;
try {
  const { RECORDED_CALLS } = await import(pathToFileURL(resolve(options.calls)).href);
  let readCaptcha = null;
  let captchaHow = 'none';
  if (options['captcha-code'] !== undefined) {
    captchaSource = () => options['captcha-code'];
    captchaHow = '--captcha-code';
  } else if (options['captcha-from'] !== undefined) {
    captchaSource = (key) => {
      try {
        return execFileSync('/bin/sh', ['-c', options['captcha-from']], {
          env: { ...process.env, CAPTCHA_KEY: key },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        }).trim();
      } catch (error) {
        throw new Unresolved(
          `\${captcha}: --captcha-from failed (${
            String(error.stderr ?? error.message)
              .trim()
              .split('\n')[0] || `exit ${error.status}`
          })`,
        );
      }
    };
    captchaHow = '--captcha-from';
  } else {
    readCaptcha = await controlApiCaptcha(base);
    if (readCaptcha) captchaHow = 'the control API /__simulator/captcha';
  }
  const jars = { none: null, agent: new Jar(options.session), staff: new Jar(options['staff-session']) };
  const given = { agent: options.session !== undefined, staff: options['staff-session'] !== undefined };
  console.log(
    `contract: ${RECORDED_CALLS.length} recorded calls against ${base}${prefix} (Origin ${options.origin || 'none'}; captcha codes from ${captchaHow})`,
  );

  let passed = 0;
  let failedCount = 0;
  let skipped = 0;
  for (const call of RECORDED_CALLS) {
    const label = `${call.path}  ${call.name}`;
    let skip = null;
    if (call.signIn && given[call.signIn]) skip = `the ${call.signIn} session was given`;
    else if (call.captcha && captchaHow === 'none') skip = 'no way to read the captcha code (--captcha-code, --captcha-from)';
    if (skip) {
      skipped += 1;
      console.log(`- ${label} — skipped: ${skip}`);
      continue;
    }
    let outcome;
    try {
      if (call.captcha && readCaptcha) {
        const key = saved.get('captchaKey');
        const code = key === undefined ? undefined : await readCaptcha(key);
        captchaSource = () => code;
      }
      outcome = await replay(call, base, jars);
    } catch (error) {
      if (!(error instanceof Unresolved)) throw error;
      outcome = { failed: [`not sent: ${error.message}`], checked: [] };
    }
    if (outcome.failed.length === 0) {
      passed += 1;
      console.log(`✓ ${label} — ${outcome.checked.join(', ')}`);
    } else {
      failedCount += 1;
      console.log(`✗ ${label} — ${outcome.failed.join('; ')}`);
    }
  }
  console.log(`(${skipped > 0 ? `${skipped} skipped; ` : ''}${((performance.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failedCount} failed`);
  exitCode = failedCount > 0 ? 1 : 0;
} finally {
  await gateway?.stop();
}
process.exit(exitCode);
