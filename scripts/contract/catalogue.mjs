/**
 * The gateway contract read from the code: every endpoint of the catalogue (src/lib/gateway/endpoints)
 * with its path, service group, authCode, and its request and response types turned into JSON Schema
 * (draft 2020-12) by TypeScript's checker. The TypeScript types stay the one source of truth; this module
 * is how the schemas follow them (docs/decisions.md, "The gateway contract").
 *
 * What a type becomes:
 * - an interface or a named type alias of an object → a `$defs` entry, referenced (recursion included);
 * - string, boolean, literals, unions of literals (the domain's `defineEnum` values) → type / enum;
 * - number → number; a property declared `Fen` (src/lib/gateway/envelope.ts: money in integer fen) →
 *   integer, and so are `Count` and the page fields; a string declared `DateText` (YYYY-MM-DD),
 *   `DateTimeText` (ISO 8601 with its offset) or `ClockText` (HH:mm) carries its format and pattern;
 * - `T | null` → T or null; an optional property → not required (it may also be absent);
 * - arrays and tuples → array; an index signature or `Record<K, V>` → additionalProperties;
 * - unions of objects → anyOf. Objects accept properties they do not name (a gateway may add fields).
 * A union of an enumeration's values (src/domain/enums.json) also carries each value's Chinese label, as
 * `x-enumDescriptions` (value → label), so the airline's side reads what a code means.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENDPOINTS_DIR = 'src/lib/gateway/endpoints/';
const rel = (file) => relative(ROOT, file).split(sep).join('/');

/** The domain's enumerations: name → value → { label, color?, note? } (src/domain/enum.ts reads the same file). */
const ENUMS = JSON.parse(readFileSync(join(ROOT, 'src/domain/enums.json'), 'utf8'));

/**
 * The labels of a union's string values, from the enumeration it is written with (`aliasName`, when the
 * checker kept it), else from every enumeration holding all of them, when they agree on each label (a
 * subset such as OrderState, a `Exclude<…>` of OrderStatus); none when no enumeration holds them all or
 * two say different words.
 */
export function enumLabels(values, aliasName) {
  if (values.length < 2 || !values.every((value) => typeof value === 'string')) return undefined;
  const holds = (items) => values.every((value) => Object.hasOwn(items, value));
  const own = aliasName && Object.hasOwn(ENUMS, aliasName) && holds(ENUMS[aliasName]) ? [ENUMS[aliasName]] : undefined;
  const candidates = own ?? Object.values(ENUMS).filter(holds);
  if (candidates.length === 0) return undefined;
  const labels = {};
  for (const value of values) {
    const words = new Set(candidates.map((items) => items[value].label));
    if (words.size > 1) return undefined;
    labels[value] = [...words][0];
  }
  return labels;
}

/**
 * Aliases of the wire's formats (src/lib/gateway/envelope.ts), plain `number` and `string` to the compiler:
 * what a property declared with one says in the schema.
 */
const DAY = '(0[1-9]|[12]\\d|3[01])';
const MONTH = '(0[1-9]|1[0-2])';
const CLOCK = '([01]\\d|2[0-3]):[0-5]\\d';
const WIRE_ALIASES = {
  Fen: { number: { type: 'integer', minimum: 0 } },
  SignedFen: { number: { type: 'integer' } },
  Count: { number: { type: 'integer', minimum: 0 } },
  SignedCount: { number: { type: 'integer' } },
  DateText: { string: { type: 'string', format: 'date', pattern: `^\\d{4}-${MONTH}-${DAY}$` } },
  DateTimeText: {
    string: { type: 'string', format: 'date-time', pattern: `^\\d{4}-${MONTH}-${DAY}T${CLOCK}:[0-5]\\d(\\.\\d{1,3})?\\+08:00$` },
  },
  ClockText: { string: { type: 'string', pattern: `^${CLOCK}$` } },
};

/**
 * The JSDoc tags a property, a primitive type alias or an endpoint may carry that become JSON Schema
 * keywords (`@maxLength 200`, `@pattern ^1\\d{10}$`): the rules of a field written once, beside its type.
 */
const CONSTRAINT_TAGS = {
  minimum: Number,
  maximum: Number,
  exclusiveMinimum: Number,
  minLength: Number,
  maxLength: Number,
  minItems: Number,
  maxItems: Number,
  pattern: String,
  format: String,
};

export function constraintsOf(tags) {
  const constraints = {};
  for (const tag of tags) {
    const read = CONSTRAINT_TAGS[tag.name];
    if (!read) continue;
    const text = (typeof tag.text === 'string' ? tag.text : ts.displayPartsToString(tag.text ?? [])).trim();
    const value = read(text);
    if (text === '' || (read === Number && !Number.isFinite(value))) throw new Error(`contract: @${tag.name} needs a value, got "${text}"`);
    if (tag.name === 'pattern') new RegExp(value, 'u'); // a pattern the checkers cannot read fails here, not at run time
    constraints[tag.name] = value;
  }
  return constraints;
}

const ITEM_KEYWORDS = new Set(['minItems', 'maxItems']);

/**
 * A property's constraints on its schema: an array's element keywords (minItems) on the array, the
 * others on its items (a list of ticket numbers, each matching the pattern).
 */
function constrain(schema, constraints, where) {
  const keys = Object.keys(constraints);
  if (keys.length === 0) return schema;
  const isArray = schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
  const own = Object.fromEntries(keys.filter((key) => !isArray || ITEM_KEYWORDS.has(key)).map((key) => [key, constraints[key]]));
  const inner = Object.fromEntries(keys.filter((key) => isArray && !ITEM_KEYWORDS.has(key)).map((key) => [key, constraints[key]]));
  let result = { ...schema, ...own };
  if (Object.keys(inner).length > 0) {
    if (!result.items || result.items.$ref) throw new Error(`contract: ${where}: item constraints on an array of objects`);
    result = { ...result, items: { ...result.items, ...inner } };
  }
  if (result.$ref && Object.keys(own).length > 0)
    throw new Error(`contract: ${where}: constraints on a named type (put them on its fields)`);
  return result;
}

/**
 * Every endpoint of the catalogue as the code declares it: `xxxApi = { member: endpoint<Req, Res>(path, …) }`
 * in a module of src/lib/gateway/endpoints, with the module's group (its file name, which its
 * `endpointsOf('<group>')` must name: the client and the simulator load a call's schema file by it).
 */
export function* catalogueEntries(program) {
  for (const file of program.getSourceFiles()) {
    const path = rel(file.fileName);
    if (!path.startsWith(ENDPOINTS_DIR) || path.endsWith('/index.ts')) continue;
    const group = path.slice(ENDPOINTS_DIR.length, -'.ts'.length);
    if (!file.text.includes(`endpointsOf('${group}')`))
      throw new Error(`contract: ${path} must make its endpoints with endpointsOf('${group}')`);
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const api = declaration.name.getText(file);
        let init = declaration.initializer;
        while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
        if (!api.endsWith('Api') || !init || !ts.isObjectLiteralExpression(init)) continue;
        for (const property of init.properties) {
          if (ts.isPropertyAssignment(property) && ts.isCallExpression(property.initializer)) {
            yield { file, group, api, property, callNode: property.initializer };
          }
        }
      }
    }
  }
}

export function createProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const rootNames = config.fileNames.filter((file) => rel(file).startsWith('src/'));
  return ts.createProgram({ rootNames, options: config.options });
}

/**
 * The catalogue: `{ endpoints: [{ group, name, path, authCode?, summary?, request, response }], defs }`,
 * endpoints in file and declaration order, request/response as schemas over `defs`.
 */
export function readCatalogue(program) {
  const checker = program.getTypeChecker();
  const defs = {};
  /** Named declarations → their $defs key (one key per declaration, even when two share a name). */
  const defNames = new Map();
  const taken = new Set();

  function defKey(symbol) {
    const declaration = symbol.declarations?.[0];
    if (defNames.has(declaration)) return defNames.get(declaration);
    let key = symbol.getName();
    for (let n = 2; taken.has(key); n += 1) key = `${symbol.getName()}${n}`;
    taken.add(key);
    defNames.set(declaration, key);
    return key;
  }

  /** A named object type worth a $defs entry: an interface, or an alias naming an object literal type. */
  function namedObject(type) {
    if (type.aliasSymbol && !type.aliasTypeArguments && isObjectLike(type)) return type.aliasSymbol;
    const symbol = type.getSymbol();
    if (symbol && symbol.flags & ts.SymbolFlags.Interface && !(type.typeArguments?.length > 0) && !isArrayLike(type)) return symbol;
    return undefined;
  }

  const isObjectLike = (type) => (type.flags & ts.TypeFlags.Object) !== 0 || (type.flags & ts.TypeFlags.Intersection) !== 0;
  const isArrayLike = (type) => checker.isArrayType(type) || checker.isTupleType(type);

  function docOf(symbol) {
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
    return text === '' ? undefined : text;
  }

  /**
   * The wire format the property's declared type names (Fen, Count, DateText, …) for its numbers or
   * strings, also through a type alias of ours (`StatusCounts<S> = Record<S, Count>`); none: {}.
   */
  function declaredHint(symbol) {
    const node = symbol.valueDeclaration ?? symbol.declarations?.[0];
    const typeNode = node && (ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) ? node.type : undefined;
    if (!typeNode) return {};
    const seen = new Set();
    let found = {};
    const visit = (child) => {
      if (ts.isTypeReferenceNode(child)) {
        const wire = WIRE_ALIASES[child.typeName.getText()];
        if (wire) {
          found = { ...found, ...wire };
          return;
        }
        let target = checker.getSymbolAtLocation(child.typeName);
        if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
        const alias = target?.declarations?.find(ts.isTypeAliasDeclaration);
        if (alias && !seen.has(alias)) {
          seen.add(alias);
          visit(alias.type);
          // A primitive alias of ours with constraint tags (`/** @pattern ^1\\d{10}$ */ type MobileText = string`):
          // what it says holds wherever it is used, on top of the format it is built on.
          const constraints = constraintsOf(
            ts.getJSDocTags(alias).map((tag) => ({ name: tag.tagName.text, text: ts.getTextOfJSDocComment(tag.comment) ?? '' })),
          );
          if (Object.keys(constraints).length > 0) {
            const kind = alias.type.kind === ts.SyntaxKind.NumberKeyword || found.number ? 'number' : 'string';
            found = { ...found, [kind]: { ...(found[kind] ?? { type: kind }), ...constraints } };
          }
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(typeNode);
    return found;
  }

  /** `hint`: the wire format of the numbers and strings inside (declaredHint). */
  function toSchema(type, hint = {}) {
    const flags = type.flags;
    if (flags & ts.TypeFlags.Any || flags & ts.TypeFlags.Unknown) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLiteral) return { const: type.value };
    if (flags & ts.TypeFlags.NumberLiteral) return { const: type.value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { const: type.intrinsicName === 'true' };
    if (flags & ts.TypeFlags.String) return { ...(hint.string ?? { type: 'string' }) };
    if (flags & ts.TypeFlags.TemplateLiteral) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { ...(hint.number ?? { type: 'number' }) };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Union) return unionSchema(type.types, hint, type.aliasSymbol?.getName());
    if (isArrayLike(type)) {
      const args = checker.getTypeArguments(type);
      if (checker.isTupleType(type)) {
        return { type: 'array', prefixItems: args.map((arg) => toSchema(arg, hint)), minItems: args.length, maxItems: args.length };
      }
      return { type: 'array', items: toSchema(args[0], hint) };
    }
    const named = namedObject(type);
    if (named) {
      const key = defKey(named);
      if (!(key in defs)) {
        defs[key] = {}; // placeholder first: a recursive type refers to itself
        const schema = objectSchema(type);
        const doc = docOf(named);
        defs[key] = doc ? { description: doc, ...schema } : schema;
      }
      return { $ref: `#/$defs/${key}` };
    }
    if (isObjectLike(type)) return objectSchema(type, hint);
    throw new Error(`contract: no schema for the type ${checker.typeToString(type)}`);
  }

  function unionSchema(members, hint, aliasName) {
    let rest = members.filter((member) => !(member.flags & ts.TypeFlags.Undefined) && !(member.flags & ts.TypeFlags.Void));
    const nullable = rest.some((member) => member.flags & ts.TypeFlags.Null);
    rest = rest.filter((member) => !(member.flags & ts.TypeFlags.Null));
    // true | false is how the checker spells boolean.
    const bools = rest.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    if (bools.length === 2) rest = [...rest.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral)), checker.getBooleanType()];
    const literals = rest.filter((member) => member.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral));
    const others = rest.filter((member) => !literals.includes(member));
    // The checker orders a union's members by when it first met each type, which differs between
    // programs (with or without the type check first): the schemas list them sorted, so they do not.
    const parts = [];
    if (literals.length > 0) {
      const values = literals.map((member) => member.value).sort((a, b) => String(a).localeCompare(String(b), 'en'));
      const labels = enumLabels(values, aliasName);
      parts.push(values.length === 1 ? { const: values[0] } : { enum: values, ...(labels ? { 'x-enumDescriptions': labels } : {}) });
    }
    parts.push(...others.map((member) => toSchema(member, hint)).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en')));
    if (nullable) {
      const last = parts.length === 1 ? parts[0] : undefined;
      if (last?.enum) return { ...last, enum: [...last.enum, null] };
      if (last && 'const' in last) return { enum: [last.const, null] };
      if (last && typeof last.type === 'string') return { ...last, type: [last.type, 'null'] };
      parts.push({ type: 'null' });
    }
    return parts.length === 1 ? parts[0] : { anyOf: parts };
  }

  /** `hint`: the property holding this object was declared with a wire alias (Record<PassengerType, Fen>): its mapped properties have it. */
  function objectSchema(type, hint = {}) {
    const properties = {};
    const required = [];
    // Declared properties in their order; a mapped type's (Record<Union, X>) sorted, as its union is.
    const all = checker.getPropertiesOfType(type);
    const declared = all.filter((property) => property.valueDeclaration);
    const mapped = all.filter((property) => !property.valueDeclaration).sort((a, b) => a.getName().localeCompare(b.getName(), 'en'));
    for (const property of [...declared, ...mapped]) {
      const name = property.getName();
      if (name.startsWith('__')) continue;
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const declared = property.valueDeclaration ?? property.declarations?.[0];
      // A property declared in the source has its own format; a mapped one (Record<PassengerType, Fen>) the holder's.
      const ownDeclaration = declared && (ts.isPropertySignature(declared) || ts.isPropertyDeclaration(declared));
      const where = `${checker.typeToString(type)}.${name}`;
      const schema = constrain(
        toSchema(propertyType, ownDeclaration ? declaredHint(property) : hint),
        constraintsOf(property.getJsDocTags(checker)),
        where,
      );
      const doc = docOf(property);
      properties[name] = doc && !schema.$ref ? { description: doc, ...schema } : schema;
      if (!optional) required.push(name);
    }
    const schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
    // Record<string, never> is TypeScript's empty object: no named properties, nothing more to say.
    if (index && !(index.type.flags & ts.TypeFlags.Never)) schema.additionalProperties = toSchema(index.type);
    return schema;
  }

  const endpoints = [];
  for (const { file, group, api, property, callNode } of catalogueEntries(program)) {
    const [pathArg, optionsArg] = callNode.arguments;
    if (!pathArg || !ts.isStringLiteral(pathArg)) throw new Error(`contract: ${api}.${property.name.getText(file)} has no literal path`);
    const endpointType = checker.getTypeAtLocation(callNode);
    const phantom = endpointType.getProperty('__types');
    const fnType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(phantom, callNode));
    const [signature] = fnType.getCallSignatures();
    const requestType = checker.getTypeOfSymbolAtLocation(signature.parameters[0], callNode);
    const responseType = signature.getReturnType();
    let authCode;
    if (optionsArg && ts.isObjectLiteralExpression(optionsArg)) {
      const auth = optionsArg.properties.find((option) => option.name?.getText(file) === 'authCode');
      if (auth && ts.isPropertyAssignment(auth)) {
        const authType = checker.getTypeAtLocation(auth.initializer);
        if (!(authType.flags & ts.TypeFlags.StringLiteral)) throw new Error(`contract: ${api} authCode is not a literal`);
        authCode = authType.value;
      }
    }
    const symbol = checker.getSymbolAtLocation(property.name);
    const tags = symbol
      ? symbol.getJsDocTags(checker).map((tag) => ({ name: tag.name, text: ts.displayPartsToString(tag.text ?? []).trim() }))
      : [];
    const tagged = (name) => tags.filter((tag) => tag.name === name).map((tag) => tag.text.replace(/\s*\n\s*/g, ' '));
    // `@summary <one line>`, then the description's lines (Chinese: when to call it, what it changes),
    // and the comment's own prose before the tags (the code's notes) after them.
    const [summaryLine, ...summaryRest] = (tags.find((tag) => tag.name === 'summary')?.text ?? '').split('\n');
    const description = [summaryRest.join('\n').trim(), symbol ? docOf(symbol) : undefined].filter(Boolean).join('\n\n');
    endpoints.push({
      group,
      name: `${api}.${property.name.getText(file)}`,
      path: pathArg.text,
      ...(authCode ? { authCode } : {}),
      // `@summary` is what the call does for the user (Chinese); the comment's prose is when to call it and what it changes.
      ...(summaryLine.trim() ? { summary: summaryLine.trim() } : {}),
      ...(description ? { description } : {}),
      ...(tagged('rule').length > 0 ? { rules: tagged('rule') } : {}),
      request: toSchema(requestType),
      response: toSchema(responseType),
    });
  }
  return { endpoints, defs };
}
