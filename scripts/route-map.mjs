#!/usr/bin/env node
/**
 * `npm run route-map`: writes docs/route-map.md from the code — for every route of the table, its
 * screen file, the gateway calls the screen can make, the simulator handler answering each and the
 * rules modules that handler reads. `npm run route-map -- --check` (a stage of `npm test`) fails when
 * the file on disk is not what the code says, so the map cannot go stale.
 *
 * How it reads the code (TypeScript's compiler, no execution):
 * - routes: the type of `ROUTES` in src/config/routes.ts (`as const`: literal paths and titles; the portal's own
 *   routes, then each feature's manifest's in config/features.ts's order);
 * - screens: `SHELL_SCREENS` in src/app/screens.ts, each entry's `import('…')`, and each manifest's route's
 *   `screen` (src/features/<feature>/<screen>.tsx, as app/screens.ts binds it);
 * - calls: from a screen module, every declaration it reaches by symbol (a function, a constant, a
 *   component of the feature, components/ or lib/), and in them every `xxxApi.member` of the endpoint
 *   catalogue (src/lib/gateway/endpoints). Declarations reached but never called still count: the map
 *   says what a screen can ask, not what one visit asks;
 * - handlers: `handle(xxxApi.member, …)` / `authed(…)` / `authedRead(…)` in src/mocks/<module>/handlers, and from
 *   the resolver (and the handler file's own helpers it calls) every declaration of src/mocks/<module>/rules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { catalogueEntries } from './contract/catalogue.mjs';
import { contractFiles, staleContractFiles } from './contract/documents.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'route-map.md');
const rel = (file) => relative(ROOT, file).split(sep).join('/');

const config = ts.getParsedCommandLineOfConfigFile(
  join(ROOT, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
);
// `--typecheck`: the same program type-checks the whole project first (tsconfig.json's files and options,
// as `tsc --noEmit -p tsconfig.json` does), so `npm test` builds the TypeScript program once for both.
const typecheck = process.argv.includes('--typecheck');
const rootNames = typecheck ? config.fileNames : config.fileNames.filter((file) => rel(file).startsWith('src/'));
const program = ts.createProgram({ rootNames, options: config.options });
if (typecheck) {
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
    console.error(`type check: ${diagnostics.length} error(s)`);
    process.exit(1);
  }
  console.log(`type check: ${rootNames.length} files, no errors.`);
}
const checker = program.getTypeChecker();

const inDir = (file, dir) => (dir instanceof RegExp ? dir.test(rel(file)) : rel(file).startsWith(dir));
const ENDPOINTS_DIR = 'src/lib/gateway/endpoints/';
/** Every module's rules and handlers: src/mocks/<module>/rules/, src/mocks/<module>/handlers/. */
const RULES_DIR = /^src\/mocks\/(?:[\w-]+\/)+rules\//;
const HANDLERS_DIR = /^src\/mocks\/(?:[\w-]+\/)+handlers\//;

function source(path) {
  const file = program.getSourceFile(join(ROOT, path));
  if (!file) throw new Error(`route-map: ${path} is not part of the program`);
  return file;
}

function resolvedSymbol(node) {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The statement of its source file a declaration sits in. */
function topLevel(node) {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

// ---- the endpoint catalogue: `xxxApi.member` → its path ----
const endpointPaths = new Map();
for (const { file, api, property, callNode } of catalogueEntries(program)) {
  const [path] = callNode.arguments;
  if (path && ts.isStringLiteralLike(path)) endpointPaths.set(`${api}.${property.name.getText(file)}`, path.text);
}

/**
 * Walks what `start` reaches by symbol. `follow(file)` says whether declarations in a file are walked
 * into; `found(symbol, declaration, identifier)` may record the reference and returns true to stop there.
 */
function reach(start, follow, found) {
  const seen = new Set();
  const queue = [...start];
  const visit = (node) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isIdentifier(node)) {
      // `teamOrderList.keys.all`: a query key to invalidate, not a read the screen makes.
      if (ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node && node.parent.name.text === 'keys') return;
      const symbol = resolvedSymbol(node);
      for (const declaration of symbol?.declarations ?? []) {
        const file = declaration.getSourceFile();
        if (file.isDeclarationFile || !rel(file.fileName).startsWith('src/')) continue;
        if (found(symbol, declaration, node)) continue;
        if (!follow(file.fileName)) continue;
        const statement = topLevel(declaration);
        // A local of the code being walked (a parameter of the resolver): nothing more to reach.
        if (start.some((node) => node.getSourceFile() === file && statement.pos <= node.pos && node.end <= statement.end)) continue;
        if (!seen.has(statement)) {
          seen.add(statement);
          queue.push(statement);
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const node of start) seen.add(node);
  while (queue.length > 0) visit(queue.shift());
}

/** `xxxApi.member` (or the whole `xxxApi`) for an identifier naming an endpoint group. */
function endpointKey(symbol, declaration, identifier) {
  if (!inDir(declaration.getSourceFile().fileName, ENDPOINTS_DIR) || !symbol.name.endsWith('Api')) return undefined;
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === identifier) return `${symbol.name}.${parent.name.text}`;
  return `${symbol.name}.*`;
}

// ---- the simulator: endpoint → handler file and the rules modules its resolver reads ----
const handlers = new Map();
for (const file of program.getSourceFiles()) {
  if (!inDir(file.fileName, HANDLERS_DIR)) continue;
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['handle', 'authed', 'authedRead'].includes(node.expression.text)
    ) {
      const [target, resolver] = node.arguments;
      if (target && ts.isPropertyAccessExpression(target)) {
        const key = target.getText(file);
        const rules = new Set();
        reach(
          resolver ? [resolver] : [],
          (declared) => inDir(declared, HANDLERS_DIR),
          (_symbol, declaration) => {
            const declared = declaration.getSourceFile().fileName;
            if (inDir(declared, RULES_DIR)) {
              rules.add(rel(declared));
              return true;
            }
            return false;
          },
        );
        handlers.set(key, { file: rel(file.fileName), rules: [...rules].sort() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

// ---- routes and their screens ----
const routesFile = source('src/config/routes.ts');
const routesDeclaration = routesFile.statements
  .filter(ts.isVariableStatement)
  .flatMap((statement) => statement.declarationList.declarations)
  .find((declaration) => declaration.name.getText(routesFile) === 'ROUTES');
const routesType = checker.getTypeAtLocation(routesDeclaration.name);
const literal = (type, name) => {
  const property = type.getProperty(name);
  if (!property) return undefined;
  const value = checker.getTypeOfSymbolAtLocation(property, routesDeclaration);
  return value.isStringLiteral() ? value.value : undefined;
};
/**
 * The table's order as it is made at run time: the portal's own routes (`SHELL_ROUTES`), then each manifest's
 * routes in config/features.ts's order (the merged type's own order is the compiler's, not the table's).
 */
function unwrap(node) {
  if (node && ts.isCallExpression(node)) return unwrap(node.arguments[0]); // placeRoutes({ … })
  return node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    ? unwrap(node.expression)
    : node;
}
function declaredLiteral(file, name) {
  const declaration = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => candidate.name.getText(file) === name);
  const node = unwrap(declaration?.initializer);
  if (!node) throw new Error(`route-map: no ${name} in ${rel(file.fileName)}`);
  return node;
}
const keysOf = (literal) => literal.properties.map((property) => property.name.getText(literal.getSourceFile()));
const propertyOf = (literal, name) => literal?.properties?.find((property) => property.name?.getText(literal.getSourceFile()) === name);
const tableOrder = keysOf(declaredLiteral(routesFile, 'SHELL_ROUTES'));
/** Each feature's route's screen module, by route key: the page its manifest names in its feature's folder. */
const featureScreens = new Map();
const featuresFile = source('src/config/features.ts');
// Each entry is `inFolder('<folder>', <its manifest>)`: the folder named where the feature is listed.
for (const element of declaredLiteral(featuresFile, 'FEATURES').elements) {
  if (!ts.isCallExpression(element) || element.arguments.length !== 2)
    throw new Error(`route-map: FEATURES lists ${element.getText(featuresFile)}`);
  const [folder, declared] = element.arguments;
  const declaration = resolvedSymbol(declared)?.valueDeclaration;
  const manifest = unwrap(declaration?.initializer);
  const feature = ts.isStringLiteralLike(folder) ? folder.text : undefined;
  const routesOf = unwrap(propertyOf(manifest, 'routes')?.initializer);
  if (!routesOf) continue;
  tableOrder.push(...keysOf(routesOf));
  for (const route of routesOf.properties) {
    const screen = unwrap(propertyOf(unwrap(route.initializer), 'screen')?.initializer);
    const key = route.name.getText(manifest.getSourceFile());
    if (!feature || !screen || !ts.isStringLiteralLike(screen)) throw new Error(`route-map: no screen named by the route ${key}`);
    const module = join(ROOT, 'src', 'features', feature, `${screen.text}.tsx`);
    if (!program.getSourceFile(module)) throw new Error(`route-map: the screen of ${key}, ${rel(module)}, is not part of the program`);
    featureScreens.set(key, module);
  }
}
const position = (key) => (tableOrder.includes(key) ? tableOrder.indexOf(key) : Infinity);
const routes = [...routesType.getProperties()]
  .sort((a, b) => position(a.name) - position(b.name))
  .map((property) => {
    const type = checker.getTypeOfSymbolAtLocation(property, routesDeclaration);
    return {
      key: property.name,
      path: literal(type, 'path'),
      title: literal(type, 'title'),
      area: literal(type, 'area'),
      authCode: literal(type, 'authCode'),
    };
  });

const screensFile = source('src/app/screens.ts');
function importedModule(node) {
  let found;
  const visit = (child) => {
    if (found) return;
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = child.arguments;
      const resolved = ts.resolveModuleName(specifier.text, child.getSourceFile().fileName, config.options, ts.sys);
      found = resolved.resolvedModule?.resolvedFileName;
      return;
    }
    if (ts.isIdentifier(child)) {
      const declaration = resolvedSymbol(child)?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) visit(declaration.initializer);
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}
const screens = new Map();
/** A module's top-level `const <name> = …`, its object literal under `as const` / `satisfies`. */
function objectLiteral(file, name) {
  const declaration = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((candidate) => candidate.name.getText(file) === name);
  let node = declaration?.initializer;
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node))) node = node.expression;
  if (!node || !ts.isObjectLiteralExpression(node)) throw new Error(`route-map: no object literal ${name} in ${rel(file.fileName)}`);
  return node;
}
function readScreens(file, literal) {
  for (const property of literal.properties) {
    const key = property.name.getText(file);
    const module = importedModule(ts.isPropertyAssignment(property) ? property.initializer : property.name);
    if (!module) throw new Error(`route-map: no import() for the screen of ${key}`);
    screens.set(key, module);
  }
}
// The portal's own routes' screens (app/screens.ts), then each feature's (the page its manifest's route names).
readScreens(screensFile, objectLiteral(screensFile, 'SHELL_SCREENS'));
for (const [key, module] of featureScreens) screens.set(key, module);

/** The endpoints a screen module can call. */
function callsOf(moduleFile) {
  const file = program.getSourceFile(moduleFile);
  const calls = new Set();
  reach(
    file.statements.filter((statement) => !ts.isImportDeclaration(statement)),
    (declared) => !inDir(declared, 'src/lib/gateway/') && !inDir(declared, 'src/mocks/') && !inDir(declared, 'src/app/'),
    (symbol, declaration, identifier) => {
      const key = endpointKey(symbol, declaration, identifier);
      if (key) calls.add(key);
      return key !== undefined;
    },
  );
  return [...calls].sort();
}

// ---- the map ----
const lines = [
  '# Route map',
  '',
  '<!-- Generated by `npm run route-map` from the code (scripts/route-map.mjs); `npm test` fails when it is stale. Do not edit. -->',
  '',
  'For every route of the table (`src/config/routes.ts`): its screen (`src/app/screens.ts`), the gateway calls the',
  'screen can make (`src/lib/gateway/endpoints`), the simulator handler that answers each (`src/mocks/<module>/handlers`)',
  "and the rules modules that handler reads (`src/mocks/<module>/rules`). The guard is the route's authCode; the",
  "endpoint's own authCode is checked again by the simulator.",
  '',
];
const unanswered = new Set();
const screenCalls = new Map();
for (const route of routes) {
  const module = screens.get(route.key);
  if (!screenCalls.has(module)) screenCalls.set(module, callsOf(module));
  const calls = screenCalls.get(module);
  lines.push(`## \`${route.path}\` ${route.title}`, '');
  lines.push(
    `route \`${route.key}\` · area ${route.area}${route.authCode ? ` · authCode \`${route.authCode}\`` : ''} · screen \`${rel(module)}\``,
    '',
  );
  if (calls.length === 0) {
    lines.push('No gateway call of its own.', '');
    continue;
  }
  lines.push('| call | path | handler | rules |', '| --- | --- | --- | --- |');
  for (const call of calls) {
    const handler = handlers.get(call);
    if (!handler) unanswered.add(call);
    const rules = handler?.rules.map((file) => `\`${file.slice('src/mocks/'.length)}\``).join(', ') || '—';
    lines.push(`| \`${call}\` | \`${endpointPaths.get(call) ?? '*'}\` | ${handler ? `\`${handler.file}\`` : '—'} | ${rules} |`);
  }
  lines.push('');
}
const called = new Set([...screenCalls.values()].flat());
const background = [...handlers.keys()].filter((key) => !called.has(key)).sort();
lines.push('## Calls no screen makes', '');
lines.push('Answered by the simulator, made by the shell (session, menu, sign-out) or by other pages (the cashier page):', '');
lines.push(...background.map((key) => `- \`${key}\` \`${endpointPaths.get(key) ?? '*'}\` — \`${handlers.get(key).file}\``), '');
const text = `${lines.join('\n')}\n`;

if (unanswered.size > 0) {
  console.error(`route-map: calls the simulator does not answer: ${[...unanswered].join(', ')}`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error('docs/route-map.md is stale: run `npm run route-map` and commit it.');
    process.exit(1);
  }
  console.log(`docs/route-map.md is current (${routes.length} routes, ${handlers.size} simulator calls).`);
  // The gateway contract (scripts/contract.mjs) from the same program: its schemas and documents follow the types.
  const contract = contractFiles(program);
  const stale = staleContractFiles(contract.files);
  if (stale.length > 0) {
    console.error(`The gateway contract is stale (${stale.join(', ')}): run \`npm run contract:doc\` and commit it.`);
    process.exit(1);
  }
  console.log(`The gateway contract is current (${contract.endpoints} calls).`);
} else {
  writeFileSync(OUT, text);
  console.log(`docs/route-map.md written (${routes.length} routes, ${handlers.size} simulator calls).`);
}
