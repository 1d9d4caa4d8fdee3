/**
 * `npm run depcheck`: the direction of imports in src, as docs/architecture.md ("Layers", "The simulator's
 * modules") writes it down. ESLint fences the same layers one import at a time; this check also sees cycles,
 * which a per-file rule cannot. There is no list of known exceptions: src has no import cycle and no upward
 * import, and any new one fails.
 */
const LAYERS_ABOVE = {
  domain: ['config', 'lib', 'components', 'features', 'app'],
  config: ['lib', 'components', 'features', 'app'],
  lib: ['components', 'features', 'app'],
  components: ['features', 'app'],
  features: ['app'],
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: the modules on it can only be understood, tested and moved together.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...Object.entries(LAYERS_ABOVE).map(([layer, above]) => ({
      name: `${layer}-not-upward`,
      severity: 'error',
      comment: `src/${layer} does not import the layers above it (${above.join(', ')}).`,
      from: { path: `^src/${layer}/` },
      to: { path: `^src/(${above.join('|')})/` },
    })),
    {
      name: 'feature-not-another-feature',
      severity: 'error',
      comment: 'Features never import each other: what both need goes to domain/, lib/ or components/.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'portal-not-simulator',
      severity: 'error',
      comment: 'Only src/main.tsx starts the gateway simulator: the portal talks to a gateway, never to src/mocks.',
      from: { path: '^src/', pathNot: ['^src/mocks/', '^src/main\\.tsx$'] },
      to: { path: '^src/mocks/' },
    },
    {
      name: 'simulator-not-portal',
      severity: 'error',
      comment:
        "The simulator is the gateway: it reads domain/, config/ and the endpoint catalogue (lib/gateway), never the portal's client code, screens or app.",
      from: { path: '^src/mocks/' },
      to: { path: '^src/(components|features|app|lib)/', pathNot: '^src/lib/gateway/' },
    },
    {
      name: 'rules-not-seed',
      severity: 'error',
      comment: 'Rules read the state they are given, never the seed.',
      from: { path: '^src/mocks/.+/rules/' },
      to: { path: '^src/mocks/(.+/seed/|seed\\.ts$)' },
    },
  ],
  options: {
    includeOnly: '^src/',
    // Type-only imports count: a cycle of types still ties the modules together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg|png)$' },
  },
};
