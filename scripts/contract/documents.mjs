/**
 * The files the gateway contract writes from the code (scripts/contract/catalogue.mjs):
 * - src/lib/gateway/contract/schemas/<group>.json: per service group, the request and response schema
 *   of each call and the named types they reach — what the client checks answers with and the
 *   simulator checks requests with (descriptions left out: these files ship);
 * - docs/gateway/openapi.json: OpenAPI 3.1 — every path, the envelope, the authCode each call needs,
 *   the error catalogue;
 * - docs/gateway/README.md: the same for people, written from the OpenAPI document.
 * `npm run contract:doc` writes them; `npm test`'s static stage fails when one is stale.
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { ROOT, readCatalogue } from './catalogue.mjs';
import { errorCodesOf, readRefusals } from './refusals.mjs';
import { GLOSSARY } from './glossary.mjs';
import { readExamples, REQUEST_EXAMPLES } from './examples.mjs';

export const SCHEMA_DIR = 'src/lib/gateway/contract/schemas';
const OPENAPI = 'docs/gateway/openapi.json';
const README = 'docs/gateway/README.md';
/** path → the refusal codes its call may answer (the tests hold every observed refusal to it); not shipped. */
export const REFUSALS = 'src/lib/gateway/contract/refusals.json';
const ENVELOPE_TYPES = ['BtCommonRes', 'ErrorParams'];

/** What the shipped schema files leave out: the words for people (a field's description, an enum value's label). */
const FOR_PEOPLE = new Set(['description', 'x-enumDescriptions']);

function withoutDescriptions(schema) {
  if (Array.isArray(schema)) return schema.map(withoutDescriptions);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !FOR_PEOPLE.has(key))
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}

/** The $defs keys a schema reaches, through its references' own references. */
function reachable(schemas, defs) {
  const found = new Set();
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      const key = node.$ref.slice('#/$defs/'.length);
      if (!found.has(key)) {
        found.add(key);
        walk(defs[key]);
      }
    }
    Object.values(node).forEach(walk);
  };
  schemas.forEach(walk);
  return [...found].sort();
}

function rewriteRefs(node, prefix) {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, prefix));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, key === '$ref' ? value.replace('#/$defs/', prefix) : rewriteRefs(value, prefix)]),
  );
}

/** The error catalogue (src/lib/gateway/error-codes.ts, `as const`): [{ key, code, message }]. */
function readErrors(program) {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(ROOT, 'src/lib/gateway/error-codes.ts'));
  let errors;
  ts.forEachChild(file, (node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText(file) !== 'ERRORS') continue;
      const type = checker.getTypeAtLocation(declaration.name);
      errors = checker.getPropertiesOfType(type).map((property) => {
        const entry = checker.getTypeOfSymbolAtLocation(property, declaration);
        const literal = (name) => checker.getTypeOfSymbolAtLocation(entry.getProperty(name), declaration).value;
        return { key: property.getName(), code: literal('code'), message: literal('message') };
      });
    }
  });
  if (!errors) throw new Error('contract: ERRORS not found in error-codes.ts');
  return errors;
}

/** Calls answered only with a session: `authed(xxxApi.member, …)`, `authedRead(…)` or `handle(…, { auth: true })` in src/mocks/<module>/handlers. */
function readSessionCalls(program) {
  const calls = new Set();
  for (const file of program.getSourceFiles()) {
    if (!/^src\/mocks\/(?:[\w-]+\/)+handlers\//.test(relative(ROOT, file.fileName))) continue;
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const callee = node.expression.text;
        const [target, , options] = node.arguments;
        // `auth: true` by its syntax, not its text: the scan does not depend on how the options are laid out.
        const authedOption =
          options &&
          ts.isObjectLiteralExpression(options) &&
          options.properties.some(
            (option) =>
              ts.isPropertyAssignment(option) &&
              option.name.getText(file) === 'auth' &&
              option.initializer.kind === ts.SyntaxKind.TrueKeyword,
          );
        if (
          target &&
          ts.isPropertyAccessExpression(target) &&
          (callee === 'authed' || callee === 'authedRead' || (callee === 'handle' && authedOption))
        ) {
          calls.add(target.getText(file));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}

/** Reads the envelope's own types (BtCommonRes, ErrorParams) into the catalogue's defs. */
function envelopeDefs(program, catalogue) {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(join(ROOT, 'src/lib/gateway/envelope.ts'));
  const defs = {};
  for (const name of ENVELOPE_TYPES) {
    const statement = file.statements.find(
      (node) => (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && node.name.text === name,
    );
    const type = checker.getTypeAtLocation(statement.name);
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, statement));
      const flags = propertyType.flags;
      properties[property.getName()] = { type: flags & ts.TypeFlags.BooleanLike ? 'boolean' : 'string' };
      if (!(property.flags & ts.SymbolFlags.Optional)) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    if (index) schema.additionalProperties = { type: ['string', 'number'] };
    defs[name] = schema;
  }
  for (const name of ENVELOPE_TYPES) if (name in catalogue.defs) throw new Error(`contract: ${name} is the envelope's name`);
  return defs;
}

function schemaFiles(catalogue, envelope) {
  const files = new Map();
  const groups = [...new Set(catalogue.endpoints.map((endpoint) => endpoint.group))].sort();
  const allDefs = { ...catalogue.defs, ...envelope };
  for (const group of groups) {
    const endpoints = catalogue.endpoints.filter((endpoint) => endpoint.group === group);
    const calls = Object.fromEntries(
      endpoints.map((endpoint) => [endpoint.path, [withoutDescriptions(endpoint.request), withoutDescriptions(endpoint.response)]]),
    );
    const keys = [...ENVELOPE_TYPES, ...reachable(Object.values(calls), allDefs).filter((key) => !ENVELOPE_TYPES.includes(key))];
    const defs = Object.fromEntries(keys.map((key) => [key, withoutDescriptions(allDefs[key])]));
    files.set(`${SCHEMA_DIR}/${group}.json`, `${JSON.stringify({ defs, calls })}\n`);
  }
  return files;
}

const GROUP_TITLES = {
  account: '账号与登录',
  bulletin: '公告与航变通知',
  booking: '临时团队与个人预订',
  order: '订单',
  'regular-passenger': '常用旅客',
  payment: '支付、预存款、奖励与积分',
  agency: '代理人机构（注册、子账号、角色、注销）',
  document: '行程单与报表',
  refund: '团队退票',
  ancillary: '附加服务',
  promotional: '特惠团',
  charter: '包机',
  series: '系列团',
  auction: '团队竞价',
  scattered: '散客B2B',
  'schedule-change': '航班变动处理（接受、改签、退票）',
  todo: '待办（到期事项）',
  search: '全局搜索（订单、PNR、票号、旅客、电话）',
  presence: '在看同一记录的人（提示用的租约）',
};

/** The `Date` header as RFC 9110 writes an HTTP-date (IMF-fixdate): Sat, 28 Nov 2026 09:00:00 GMT. */
const HTTP_DATE =
  '^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), (0[1-9]|[12]\\d|3[01]) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \\d{4} ([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d GMT$';

/** What the document says of the session, for people and for tools (the security scheme's description). */
const SESSION_TEXT = [
  '会话（session）：登录类接口成功时由网关以 HttpOnly Cookie 建立，门户从不读取它，只随请求带上（跨域部署时以 credentials 发送）。',
  'Cookie 的名字由网关自定：`npm run gateway` 用 `b2b_gw_session`，另一网关可以用别的名字；mock 工具需要一个名字时，用该网关 Set-Cookie 中的名字（本文档的 securitySchemes 写 `b2b_gw_session` 只作示例）。',
  '有效期：空闲30分钟过期（每次调用都算活动，包括被拒绝的调用）；过期后带着它的调用一律答 SESSION_EXPIRED（B2T-2004-01-004），直到重新登录或退出；从未登录、已退出或 Cookie 丢失的调用答 NOT_LOGGED_IN（B2T-2004-01-005）。门户对前者提示“登录已过期”，对后者提示“请先登录”，两者都回到登录页。',
  '需要会话的接口标有 `session` security；另标 `x-auth-code` 的还要求调用者的功能菜单树含该 authCode，否则 PERMISSION_DENIED（B2T-2004-00-002）。',
].join('\n\n');

/** The properties a request schema names, through references, allOf and anyOf. */
function propertiesOf(schema, defs, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return {};
  if (schema.$ref) {
    const key = schema.$ref.split('/').pop();
    if (seen.has(key)) return {};
    seen.add(key);
    return propertiesOf(defs[key], defs, seen);
  }
  const found = { ...(schema.properties ?? {}) };
  for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? [])]) Object.assign(found, propertiesOf(part, defs, seen));
  return found;
}

/**
 * The rules of a call no JSON Schema keyword states: those its endpoint declares (`@rule`), and a date
 * range's order for every `xxxStart`/`xxxEnd` pair of dates the request names (the simulator refuses a
 * range that starts after it ends; tests/unit/gateway/contract-rules.test.ts sends one to each).
 */
export function rulesOf(endpoint, defs) {
  const properties = propertiesOf(endpoint.request, defs);
  const ranges = Object.keys(properties)
    .filter(
      (name) =>
        name.endsWith('Start') && properties[name].format === 'date' && properties[name.replace(/Start$/, 'End')]?.format === 'date',
    )
    .map((name) => `${name} 不能晚于 ${name.replace(/Start$/, 'End')}（两者都给出时；否则拒绝）`);
  return [...(endpoint.rules ?? []), ...ranges];
}

/** What a call needs of its caller, in words: the session and the authCode. */
function accessText(endpoint, needsSession) {
  if (!needsSession) return '会话：无需登录（不带会话也可调用）。';
  const auth = endpoint.authCode ? `；且调用者的功能菜单树须含 authCode \`${endpoint.authCode}\`（否则 PERMISSION_DENIED）` : '';
  return `会话：需登录（会话过期答 SESSION_EXPIRED，未登录答 NOT_LOGGED_IN）${auth}。`;
}

/** Gives every property without its own description its name's glossary entry (documents only). */
function withGlossary(node) {
  if (Array.isArray(node)) return node.map(withGlossary);
  if (node === null || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withGlossary(value)]));
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([name, property]) => [
        name,
        property.description || property.$ref || !GLOSSARY[name] ? property : { description: GLOSSARY[name], ...property },
      ]),
    );
  }
  return copy;
}

/** Fields of the document with a description, of all fields (for `npm run contract:doc`'s line). */
export function describedFields(document) {
  let total = 0;
  let described = 0;
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const property of Object.values(node.properties ?? {})) {
      total += 1;
      if (property.description || property.$ref) described += 1;
    }
    Object.values(node).forEach(walk);
  };
  walk(document.components.schemas);
  walk(document.paths);
  return { total, described };
}

function openApi(catalogue, envelope, errors, sessionCalls, prefix, refusals) {
  const toComponents = (schema) => withGlossary(rewriteRefs(schema, '#/components/schemas/'));
  const examples = readExamples();
  const requestExamples = readExamples(REQUEST_EXAMPLES);
  const paths = {};
  for (const endpoint of catalogue.endpoints) {
    const needsSession = endpoint.authCode !== undefined || sessionCalls.has(endpoint.name);
    const success = { allOf: [{ $ref: '#/components/schemas/SuccessEnvelope' }, toComponents(endpoint.response)] };
    paths[endpoint.path] = {
      post: {
        operationId: endpoint.name,
        tags: [endpoint.group],
        summary: endpoint.summary ?? endpoint.name,
        description: [endpoint.description, accessText(endpoint, needsSession)].filter(Boolean).join('\n\n'),
        ...(rulesOf(endpoint, catalogue.defs).length > 0 ? { 'x-rules': rulesOf(endpoint, catalogue.defs) } : {}),
        ...(endpoint.authCode ? { 'x-auth-code': endpoint.authCode } : {}),
        'x-error-codes': errorCodesOf(endpoint, needsSession, refusals.get(endpoint.name), errors),
        security: needsSession ? [{ session: [] }] : [],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: toComponents(endpoint.request),
              ...(requestExamples[endpoint.path]
                ? {
                    examples: {
                      recorded: { summary: '模拟器在测试中接受的一次请求（录得，列表只留前三项）', value: requestExamples[endpoint.path] },
                    },
                  }
                : {}),
            },
          },
        },
        responses: {
          200: {
            description: 'btCommonRes.isOk 为 true 时为应答数据；为 false 时为拒绝（errorCode 取自错误码目录，errorParams 为其参数）',
            headers: {
              Date: {
                description: '网关时钟，HTTP-date（RFC 9110 IMF-fixdate，GMT）：门户的"当前时间"以此为准',
                required: true,
                schema: { type: 'string', pattern: HTTP_DATE },
              },
            },
            content: {
              'application/json': {
                schema: { oneOf: [success, { $ref: '#/components/schemas/Refusal' }] },
                ...(examples[endpoint.path]
                  ? {
                      examples: {
                        recorded: { summary: '模拟器的一次成功应答（测试中录得，列表只留前三项）', value: examples[endpoint.path] },
                      },
                    }
                  : {}),
              },
            },
          },
        },
      },
    };
  }
  const schemas = {
    ...Object.fromEntries(Object.entries(catalogue.defs).map(([key, schema]) => [key, toComponents(schema)])),
    ...withGlossary(envelope),
  };
  schemas.SuccessEnvelope = withGlossary({
    type: 'object',
    required: ['btCommonRes'],
    properties: {
      btCommonRes: {
        description: '成功：isOk 为 true，不带 errorCode 与 errorMsg',
        allOf: [
          { $ref: '#/components/schemas/BtCommonRes' },
          { required: ['isOk'], properties: { isOk: { const: true }, errorCode: { not: {} }, errorMsg: { not: {} } } },
        ],
      },
    },
  });
  schemas.Refusal = withGlossary({
    type: 'object',
    required: ['btCommonRes'],
    properties: {
      btCommonRes: {
        allOf: [
          { $ref: '#/components/schemas/BtCommonRes' },
          {
            required: ['isOk', 'errorCode', 'errorMsg'],
            properties: { isOk: { const: false }, errorCode: { enum: errors.map((error) => error.code) } },
          },
        ],
      },
      errorParams: { $ref: '#/components/schemas/ErrorParams' },
      conflict: {
        description:
          'REVISION_CONFLICT 时才有：该记录的当前内容（src/lib/gateway/revision.ts RevisionConflict），门户无需再查一次。recordType 说明 current 是哪种记录：nameList（{orderNo, passengers, nameListRevision}）、orderContact（{orderNo, contact, contactRevision}）、role（RoleDetail）、subAccount（SubAccount）、regularPassenger（RegularPassenger）、staff（StaffDetail）；名单的 passengerIds 为本次修改或删除、而在读取之后已被他人修改或删除的旅客。',
        type: 'object',
        required: ['recordType', 'revision', 'current'],
        properties: {
          recordType: { enum: ['nameList', 'orderContact', 'role', 'subAccount', 'regularPassenger', 'staff'] },
          revision: { $ref: '#/components/schemas/RevisionStamp' },
          current: { type: 'object' },
          passengerIds: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: '祥云航空 B2B 团队票务网关',
      version: '1.0.0',
      license: { name: "Proprietary: the airline's partners only", identifier: 'LicenseRef-XiangyunAir-Partners' },
      contact: { name: '祥云航空 B2B 平台组', email: 'b2b-gateway@xiangyun-air.example' },
      description: [
        "The gateway the portal calls, as its simulator answers it (src/mocks): every call is a POST of a JSON object under the gateway prefix, answered with HTTP 200 and a JSON object that carries the payload's fields beside `btCommonRes`.",
        "A refusal answers `btCommonRes.isOk: false` with a code of the error catalogue (`x-error-catalogue`) and, where the refusal has parameters, `errorParams` (with `field` when it belongs to a field of the request). A write based on a stale revision (`baseRevision` below the record's `revision`) is refused with REVISION_CONFLICT, and the record as it is now travels beside errorParams as `conflict`.",
        SESSION_TEXT,
        'Each call lists the refusals it can answer in `x-error-codes` (code, catalogue key and the condition in Chinese) and the rules no JSON Schema keyword states in `x-rules`.',
        "Every answer carries the gateway clock in its `Date` header; a cross-origin gateway lists `Date` in Access-Control-Expose-Headers and allows credentials for the portal's origin.",
        'Optional fields are left out, not sent as null. Money is integer fen; dates are YYYY-MM-DD, times ISO 8601 with the +08:00 offset. Objects may carry fields the schema does not name.',
      ].join('\n\n'),
    },
    servers: [
      {
        url: `{gateway}${prefix}`,
        variables: {
          gateway: { default: 'http://127.0.0.1:8787', description: "The gateway's origin (`npm run gateway` serves the simulator there)" },
        },
      },
    ],
    tags: Object.entries(GROUP_TITLES).map(([name, description]) => ({ name, description, 'x-displayName': description })),
    paths,
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'b2b_gw_session', description: SESSION_TEXT } },
    },
    'x-error-catalogue': errors.map(({ key, code, message }) => ({ key, code, message })),
  };
}

function typeText(schema) {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').pop();
  if ('const' in schema) return JSON.stringify(schema.const);
  if (schema.enum) {
    const labels = schema['x-enumDescriptions'] ?? {};
    return schema.enum.map((value) => `${JSON.stringify(value)}${labels[value] ? `（${labels[value]}）` : ''}`).join(' \\| ');
  }
  if (schema.anyOf) return schema.anyOf.map(typeText).join(' \\| ');
  if (schema.type === 'array') return `${typeText(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' \\| ');
  if (schema.type === 'object' && schema.additionalProperties) return `{ [key]: ${typeText(schema.additionalProperties)} }`;
  return schema.type ?? 'any';
}

const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function constraintText(schema) {
  const parts = [];
  if (schema.minimum !== undefined) parts.push(`≥${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`至少${schema.minLength}字`);
  if (schema.maxLength !== undefined) parts.push(`至多${schema.maxLength}字`);
  if (schema.minItems !== undefined) parts.push(`至少${schema.minItems}项`);
  if (schema.maxItems !== undefined) parts.push(`至多${schema.maxItems}项`);
  if (schema.format) parts.push(schema.format);
  else if (schema.pattern === '\\S') parts.push('非空');
  else if (schema.pattern) parts.push(`\`${schema.pattern}\``);
  return parts.join('，');
}

function fieldRows(schema, schemas, seen = new Set()) {
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop()] : schema;
  const rows = [];
  for (const part of resolved?.allOf ?? [resolved]) {
    const object = part?.$ref ? schemas[part.$ref.split('/').pop()] : part;
    if (!object || seen.has(object)) continue;
    seen.add(object);
    if (object.allOf) {
      rows.push(...fieldRows(object, schemas, seen));
      continue;
    }
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const rule = constraintText(property.items && !property.items.$ref ? { ...property.items, ...property } : property);
      rows.push(
        `| \`${name}\` | ${(object.required ?? []).includes(name) ? '是' : ''} | ${cell(typeText(property))} | ${cell(rule)} | ${cell(property.description)} |`,
      );
    }
  }
  return rows;
}

/** A request or answer as tables: one per shape of a union (both /account/login shapes), else one. */
function fieldTable(schema, schemas) {
  const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop()] : schema;
  const shapes = resolved?.anyOf ?? resolved?.oneOf;
  if (shapes) {
    return shapes.flatMap((shape, index) => [`形状 ${index + 1}（二选一）：`, '', ...fieldTable(shape, schemas), '']);
  }
  const rows = fieldRows(schema, schemas);
  if (rows.length === 0) return ['（空对象）'];
  return ['| 字段 | 必填 | 类型 | 约束 | 说明 |', '| --- | --- | --- | --- | --- |', ...rows];
}

function readme(document) {
  const lines = [
    `# ${document.info.title}`,
    '',
    'Written by `npm run contract:doc` from [openapi.json](openapi.json), which is written from the code; do not edit by hand. `npm run gateway` serves the simulator as this gateway and the document at `/docs`.',
    '',
    ...document.info.description.split('\n\n').flatMap((paragraph) => [paragraph, '']),
    `Calls: ${Object.keys(document.paths).length}. Named types: ${Object.keys(document.components.schemas).length}. Error codes: ${document['x-error-catalogue'].length}.`,
    '',
    '## Calls',
    '',
  ];
  const tagNames = new Set(document.tags.map((tag) => tag.name));
  const untagged = Object.entries(document.paths).filter(([, item]) => !tagNames.has(item.post.tags[0]));
  if (untagged.length > 0) throw new Error(`contract: calls of an undeclared tag: ${untagged.map(([path]) => path).join(', ')}`);
  for (const tag of document.tags) {
    const entries = Object.entries(document.paths).filter(([, item]) => item.post.tags[0] === tag.name);
    if (entries.length === 0) continue;
    lines.push(`### ${tag.description} (\`${tag.name}\`)`, '');
    lines.push('| path | call | session | authCode | what |', '| --- | --- | --- | --- | --- |');
    for (const [path, { post }] of entries) {
      lines.push(
        `| \`${path}\` | \`${post.operationId}\` | ${post.security.length > 0 ? '需登录' : ''} | ${post['x-auth-code'] ? `\`${post['x-auth-code']}\`` : ''} | ${cell(post.summary)} |`,
      );
    }
    lines.push('');
    for (const [path, { post }] of entries) {
      lines.push(`#### \`${path}\` ${post.summary === post.operationId ? '' : post.summary}`.trimEnd(), '');
      if (post.description) lines.push(post.description, '');
      if (post['x-rules']) lines.push('Rules beyond the schema:', '', ...post['x-rules'].map((rule) => `- ${rule}`), '');
      lines.push('Request:', '', ...fieldTable(post.requestBody.content['application/json'].schema, document.components.schemas), '');
      const success = post.responses[200].content['application/json'].schema.oneOf[0].allOf[1];
      lines.push('Answer (beside `btCommonRes`):', '', ...fieldTable(success, document.components.schemas), '');
      lines.push(`Refusals: ${post['x-error-codes'].map((error) => `\`${error.code}\` ${error.key}`).join(' · ')}`, '');
    }
  }
  lines.push('## Error catalogue', '', '| code | key | message |', '| --- | --- | --- |');
  for (const { key, code, message } of document['x-error-catalogue']) lines.push(`| \`${code}\` | ${key} | ${cell(message)} |`);
  lines.push('');
  return `${lines.join('\n')}\n`;
}

function readPrefix() {
  const text = readFileSync(join(ROOT, '.env.production'), 'utf8');
  return /^VITE_GATEWAY_PREFIX=(.*)$/m.exec(text)?.[1].trim() ?? '';
}

/** Every file of the contract, path → content, from one TypeScript program. */
export function contractFiles(program) {
  const catalogue = readCatalogue(program);
  const envelope = envelopeDefs(program, catalogue);
  const errors = readErrors(program);
  const refusals = readRefusals(
    program,
    errors.map((error) => error.key),
  );
  const document = openApi(catalogue, envelope, errors, readSessionCalls(program), readPrefix(), refusals);
  const files = schemaFiles(catalogue, envelope);
  const codes = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [path, item.post['x-error-codes'].map((error) => error.code)]),
  );
  files.set(REFUSALS, `${JSON.stringify(codes, null, 1)}\n`);
  files.set(OPENAPI, `${JSON.stringify(document, null, 2)}\n`);
  files.set(README, readme(document));
  return { files, endpoints: catalogue.endpoints.length, fields: describedFields(document) };
}

/** The contract's files that differ from what the code says (missing, stale, or a schema file of no group). */
export function staleContractFiles(files) {
  const stale = [];
  for (const [path, text] of files) {
    let current = null;
    try {
      current = readFileSync(join(ROOT, path), 'utf8');
    } catch {
      // missing: stale
    }
    if (current !== text) stale.push(path);
  }
  for (const name of readdirSync(join(ROOT, SCHEMA_DIR))) {
    if (!files.has(`${SCHEMA_DIR}/${name}`)) stale.push(`${SCHEMA_DIR}/${name}`);
  }
  return stale;
}

export function writeContractFiles(files) {
  mkdirSync(join(ROOT, SCHEMA_DIR), { recursive: true });
  for (const name of readdirSync(join(ROOT, SCHEMA_DIR))) {
    if (!files.has(`${SCHEMA_DIR}/${name}`)) rmSync(join(ROOT, SCHEMA_DIR, name));
  }
  for (const [path, text] of files) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
}
