import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import offersFromGateway from './eslint-rules/offers-from-gateway.js';

/** Every folder of src/features is a feature: a new one is fenced in without editing this file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Aliased and relative specifiers of a folder of src/ (relative ones as seen from a sibling folder). */
const folder = (name) => [`@/${name}`, `@/${name}/*`, `../${name}`, `../${name}/*`, `../../${name}`, `../../${name}/*`];

/** A feature's specifiers: aliased, and relative from a sibling feature. */
const feature = (name) => [`@/features/${name}`, `@/features/${name}/*`, `../${name}`, `../${name}/*`];

/** The gateway simulator: only src/main.tsx (and the simulator itself, and tests) may load it. */
const SIMULATOR = {
  patterns: [...folder('mocks'), './mocks', './mocks/*'],
  message: 'Only src/main.tsx starts the gateway simulator: the portal talks to a gateway, never to src/mocks/.',
};

const SIMULATOR_IMPORT = { selector: 'ImportExpression[source.value=/\\bmocks\\b/]', message: SIMULATOR.message };

/** What the simulator may not import: the portal's layers above the endpoint catalogue. */
const SIMULATOR_FENCE = {
  group: [...['components', 'features', 'app'].flatMap(folder), '@/lib/*', '!@/lib/gateway', '!@/lib/gateway/*'],
  message:
    "The simulator is the gateway: it reads domain/, config/ and the endpoint catalogue (lib/gateway), never the portal's client code, screens or app.",
};

/** "Now" comes from the clock the portal shares with the gateway, never from the browser's. */
const BROWSER_NOW = [
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='dayjs'][arguments.length=0]",
].map((selector) => ({
  selector,
  message:
    'Now comes from lib/clock.ts (gatewayNow, useGatewayNow) or lib/dates.ts (gatewayDayjs): the clock the portal shares with the gateway.',
}));

/** A refusal's field or subject is in its parameters (error.params), never read out of its Chinese message. */
const MESSAGE_PARSING = [
  "CallExpression[callee.property.name=/^(includes|match|startsWith|endsWith|indexOf|search|split)$/]:matches([callee.object.property.name='errorMsg'], [callee.object.object.property.name='errorMsg'])",
  "CallExpression[callee.property.name=/^(test|exec)$/] > .arguments MemberExpression[property.name='errorMsg']",
].map((selector) => ({
  selector,
  message:
    'A refusal that belongs to a field or names a subject says so in its parameters: read error.params (field, ticketNo, …), not the message.',
}));

/** An order kind's name, and an expression that names a kind (`kind`, `order.kind`, `plan.kind`…). */
const ORDER_KIND = '/^(TEAM|INDIVIDUAL|SCATTERED)$/';
const IS_KIND = (path) => `:matches([${path}.name='kind'], [${path}.property.name='kind'])`;

/** Every form of "is this order of kind X" (the policy table answers it: policyOf(order)). */
const ORDER_KIND_COMPARISONS = [
  `BinaryExpression[operator=/^[!=]==?$/][right.value=${ORDER_KIND}]${IS_KIND('left')}`,
  `BinaryExpression[operator=/^[!=]==?$/][left.value=${ORDER_KIND}]${IS_KIND('right')}`,
  `SwitchStatement${IS_KIND('discriminant')} > SwitchCase[test.value=${ORDER_KIND}]`,
  `CallExpression[callee.property.name=/^(includes|has)$/]${IS_KIND('arguments.0')}:has(Literal[value=${ORDER_KIND}])`,
].map((selector) => ({
  selector,
  message:
    'Ask the order kind policy (policyOf(order) in rules/order-kinds.ts) instead of comparing a kind: a new kind is one table entry.',
}));

/** Files that read the browser's clock on purpose (see docs/decisions.md, "One clock"). */
const BROWSER_CLOCK_FILES = ['src/lib/clock.ts', 'src/lib/drafts.ts', 'src/domain/image.ts'];

/** The import patterns a layer may not use: the simulator always, plus the layers above it. */
function layerRule(forbidden, message, syntax = []) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(forbidden.length > 0 ? [{ group: forbidden, message }] : []),
          { group: SIMULATOR.patterns, message: SIMULATOR.message },
        ],
      },
    ],
    // import() escapes no-restricted-imports; and the browser's clock is not the portal's "now".
    'no-restricted-syntax': ['error', SIMULATOR_IMPORT, ...BROWSER_NOW, ...MESSAGE_PARSING, ...syntax],
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'public/mockServiceWorker.js', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Layout is Prettier's (npm run format:check). Of the recommended sets, this is the one rule that judges
      // line breaks, and it can flag a break Prettier chose (before a tagged template or a call's parenthesis):
      // eslint-config-prettier turns it off for that reason. No other active rule is about layout.
      'no-unexpected-multiline': 'off',
    },
  },
  // The layers: domain ← config ← lib ← components ← features ← app. Features never import each other.
  {
    files: ['src/domain/**'],
    rules: layerRule(
      [
        ...['config', 'lib', 'components', 'features', 'app'].flatMap(folder),
        'react',
        'react/*',
        'react-*',
        'antd',
        'antd/*',
        '@ant-design/*',
      ],
      'domain/ is pure: no React, no antd, no app layers (a form rule is a plain { validator } object).',
    ),
  },
  {
    files: ['src/config/**'],
    // A feature's manifest is the one thing of a feature config/ reads: plain data (.dependency-cruiser.cjs).
    rules: layerRule(
      [
        ...['lib', 'components', 'app'].flatMap(folder),
        // Not `@/features/*`: a pattern that takes a feature's folder would take its manifest with it (depcheck
        // refuses the rest, a feature's folder index included).
        ...['@/features/*/**', '../features/*/**', '../../features/*/**'],
        ...['!@/features/*/manifest', '!../features/*/manifest', '!../../features/*/manifest'],
      ],
      "config/ reads only domain/, and features' manifests.",
    ),
  },
  {
    files: ['src/lib/**'],
    rules: layerRule(['components', 'features', 'app'].flatMap(folder), 'lib/ does not depend on components, features or the app.'),
  },
  {
    files: ['src/components/**'],
    rules: layerRule(['features', 'app'].flatMap(folder), 'Shared components do not depend on features or the app.'),
  },
  ...FEATURES.map((name) => ({
    files: [`src/features/${name}/**`],
    rules: layerRule(
      [...FEATURES.filter((other) => other !== name).flatMap(feature), ...folder('app')],
      'Features never import each other (or the app): move what both need to domain/, lib/ or components/.',
    ),
  })),
  // A screen offers what the gateway's allowedActions name, through the action registry (components/actions),
  // never what it predicts from a status: in features and in the shared components alike, no file excepted.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/actions/**'],
    plugins: { local: { rules: { 'offers-from-gateway': offersFromGateway } } },
    rules: { 'local/offers-from-gateway': 'error' },
  },
  {
    files: ['src/app/**'],
    rules: layerRule([], 'app/ may import every layer but the simulator.'),
  },
  // The simulator is the gateway: it reads domain/, config/ and the endpoint catalogue (lib/gateway), never the
  // portal's client code, screens or app. Its rules read the state they are given, never the seed.
  {
    files: ['src/mocks/**'],
    ignores: ['src/mocks/**/rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SIMULATOR_FENCE] }] },
  },
  {
    files: ['src/mocks/**/rules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SIMULATOR_FENCE,
            {
              group: ['**/seed', '**/seed/*'],
              message: 'Rules read the state they are given, never the seed: reference data (airports) lives beside the state.',
            },
          ],
        },
      ],
    },
  },
  // What differs by the kind of an order lives in one table (src/mocks/order/rules/order-kinds.ts), not in conditionals:
  // no comparison of a kind with an order kind anywhere in the simulator (rules, handlers, seed, settle, panel),
  // in any form — ===/!==/==/!= either way round, a switch's case, an includes() or has() of a list of kinds.
  {
    files: ['src/mocks/**'],
    ignores: ['src/mocks/order/rules/order-kinds.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ORDER_KIND_COMPARISONS] },
  },
  // `expect(list.every(…)).toBe(true)` passes on an empty list: tests/expect-every.ts checks both.
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > CallExpression[callee.property.name='every']",
          message: 'every() is true of an empty list: use expectEvery(list, predicate) (tests/expect-every.ts), or check the length too.',
        },
        {
          selector:
            "MemberExpression[property.name='toBeInTheDocument'][object.callee.name='expect'][object.arguments.0.type='AwaitExpression'][object.arguments.0.argument.callee.property.name=/^find/]",
          message:
            'antd may replace the element between find*() and the expect (a detached node fails a test whose user saw it): await waitFor(() => expect(screen.getBy…(…)).toBeInTheDocument()).',
        },
      ],
    },
  },
  {
    files: BROWSER_CLOCK_FILES,
    rules: { 'no-restricted-syntax': ['error', SIMULATOR_IMPORT] },
  },
);
