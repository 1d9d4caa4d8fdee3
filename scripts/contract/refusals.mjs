/**
 * The refusal codes each call can answer, read from the simulator's code (no execution): from the
 * resolver of `handle(xxxApi.member, …)` / `authed(…)` / `authedRead(…)` in src/mocks/<module>/handlers, every
 * declaration of the handlers and rules it reaches by symbol (as scripts/route-map.mjs walks them), and in
 * them every string literal that names an error of the catalogue (`refuse('ORDER_NOT_FOUND')`, a policy's
 * `notFound: 'REFUND_NOT_FOUND'`) and every `invalidParam(…)` (PARAM_INVALID). What is reached but not
 * thrown on every path still counts: the list says what a call can answer, not what one call answers.
 *
 * Beside those, the gateway's own refusals: PARAM_INVALID for a request outside its schema (every call),
 * NOT_LOGGED_IN and SESSION_EXPIRED for a call that needs a session, PERMISSION_DENIED for one that needs
 * an authCode, and SIMULATED_FAULT (the simulator's dev panel injects it into any call).
 */
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { ROOT } from './catalogue.mjs';

const rel = (file) => relative(ROOT, file).split(sep).join('/');
/** Where a resolver's refusals live; the store, the settle step and the seed are the gateway's, not a call's. */
const FOLLOW = [
  /^src\/mocks\/(?:[\w-]+\/)+(?:handlers|rules)\//,
  /^src\/mocks\/(?:rules|invariants)\.ts$/,
  /^src\/mocks\/session\/authenticate\.ts$/,
  /^src\/mocks\/kernel\/(?:refusal|menu-tree)\.ts$/,
];

/** The condition of a gateway-wide refusal, in Chinese (the catalogue's message says the others). */
export const GATEWAY_REFUSALS = {
  PARAM_INVALID: '请求体不是JSON对象、不符合本接口的schema，或违反本接口的规则（x-rules）',
  NOT_LOGGED_IN: '需要会话的接口：请求没有带会话（从未登录、已退出或会话已被替换）',
  SESSION_EXPIRED: '需要会话的接口：会话空闲超过30分钟已过期（不同于从未登录；重新登录即可）',
  PERMISSION_DENIED: '调用者的功能菜单树中没有本接口的 authCode（x-auth-code）',
  SIMULATED_FAULT: '仅模拟器：开发面板注入的一次性业务错误',
};

function topLevel(node) {
  let current = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current;
}

/** `xxxApi.member` → the error keys its handler can answer (besides the gateway's own). */
export function readRefusals(program, errorKeys) {
  const checker = program.getTypeChecker();
  const keys = new Set(errorKeys);
  const follows = (file) => FOLLOW.some((pattern) => pattern.test(rel(file.fileName)));
  const byCall = new Map();
  /** A declaration's statement → the keys it names itself and the statements it reaches. */
  const cache = new Map();

  function scan(node) {
    if (cache.has(node)) return cache.get(node);
    const entry = { keys: new Set(), next: new Set() };
    cache.set(node, entry);
    const visit = (child) => {
      if (ts.isTypeNode(child) || ts.isImportDeclaration(child) || ts.isInterfaceDeclaration(child) || ts.isTypeAliasDeclaration(child))
        return;
      if (ts.isStringLiteralLike(child) && keys.has(child.text)) entry.keys.add(child.text);
      if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'invalidParam')
        entry.keys.add('PARAM_INVALID');
      if (ts.isIdentifier(child)) {
        let symbol = checker.getSymbolAtLocation(child);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        for (const declaration of symbol?.declarations ?? []) {
          const file = declaration.getSourceFile();
          if (file.isDeclarationFile || !follows(file)) continue;
          const statement = topLevel(declaration);
          // A local of the code being scanned (a parameter, a const of the resolver) is scanned with it.
          const local = file === child.getSourceFile() && statement.pos <= child.pos && child.end <= statement.end;
          if (statement !== node && !local) entry.next.add(statement);
        }
        return;
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    return entry;
  }

  function reachKeys(start) {
    const found = new Set();
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const { keys: named, next } = scan(queue.shift());
      for (const key of named) found.add(key);
      for (const statement of next) {
        if (!seen.has(statement)) {
          seen.add(statement);
          queue.push(statement);
        }
      }
    }
    return found;
  }

  for (const file of program.getSourceFiles()) {
    if (!/^src\/mocks\/(?:[\w-]+\/)+handlers\//.test(rel(file.fileName))) continue;
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ['handle', 'authed', 'authedRead'].includes(node.expression.text)
      ) {
        const [target, resolver] = node.arguments;
        if (target && ts.isPropertyAccessExpression(target) && resolver) byCall.set(target.getText(file), reachKeys(resolver));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return byCall;
}

/**
 * The `x-error-codes` of a call: the gateway's own refusals that apply to it, then its handler's, each
 * with its code and condition, in the catalogue's order.
 */
export function errorCodesOf(endpoint, needsSession, handlerKeys, errors) {
  const wanted = new Set(['PARAM_INVALID', 'SIMULATED_FAULT', ...(handlerKeys ?? [])]);
  if (needsSession) {
    wanted.add('NOT_LOGGED_IN');
    wanted.add('SESSION_EXPIRED');
  }
  if (endpoint.authCode) wanted.add('PERMISSION_DENIED');
  return errors
    .filter((error) => wanted.has(error.key))
    .map((error) => ({ code: error.code, key: error.key, condition: GATEWAY_REFUSALS[error.key] ?? error.message }));
}
