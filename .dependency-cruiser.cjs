/**
 * `npm run depcheck`: the direction of imports in src, as docs/architecture.md ("Layers", "The simulator's
 * modules") writes it down. ESLint fences the same layers one import at a time; this check also sees cycles,
 * which a per-file rule cannot, and the direction between the simulator's modules. src has no import cycle and
 * no upward import, with no list of exceptions: any new one fails.
 */
const LAYERS_ABOVE = {
  domain: ['config', 'lib', 'components', 'features', 'app'],
  config: ['lib', 'components', 'features', 'app'],
  lib: ['components', 'features', 'app'],
  components: ['features', 'app'],
  features: ['app'],
};

/**
 * The one way up from config/: a feature's manifest (features/<x>/manifest.ts), its routes, function codes and
 * key roots as plain data. A channel then declares them in its own folder and the table is made from the
 * manifests, instead of an entry in each of routes.ts, auth-codes.ts and query-keys.ts. The manifest itself
 * may import nothing but the manifest's types and domain/ ("feature-manifest-is-data"), so config/ reaches no
 * screen through it.
 */
const FEATURE_MANIFEST = '^src/features/[^/]+/manifest\\.ts$';

/**
 * The simulator's modules (src/mocks/<module>/, channels under src/mocks/channels/) and what each may import,
 * as docs/architecture.md ("The simulator's modules") draws it: the modules each one builds on directly;
 * what those build on is allowed too. A module missing from a list is above it, or a channel beside it.
 */
const SIMULATOR_MODULES = {
  kernel: [],
  session: ['kernel'],
  catalogue: ['kernel'],
  order: ['catalogue', 'session'],
  payment: ['order'],
  refund: ['payment'],
  'schedule-change': ['refund'],
  ancillary: ['schedule-change'],
  'channels/temporary': ['order'],
  'channels/series': ['channels/temporary', 'payment'],
  'channels/charter': ['channels/temporary'],
  'channels/promotional': ['channels/temporary'],
  'channels/bidding': ['payment'],
  'channels/scattered': ['schedule-change'],
  due: ['channels/bidding', 'schedule-change'],
  documents: ['due', 'ancillary', 'channels/series'],
};

/** What of the assembly (src/mocks/*.ts) a module may import: the state's type, the store, clock and gateway kit, the rules barrel, the entries' kit. */
const ASSEMBLY_KIT = ['state', 'store', 'clock', 'gateway', 'rules', 'module-entry'];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A module and every module it may import, directly or through another. */
function reachable(module, seen = new Set()) {
  for (const below of SIMULATOR_MODULES[module]) if (!seen.has(below)) reachable(below, seen.add(below));
  return seen;
}
const moduleRules = Object.keys(SIMULATOR_MODULES).flatMap((module) => {
  const allowed = reachable(module);
  const above = Object.keys(SIMULATOR_MODULES).filter((other) => other !== module && !allowed.has(other));
  const comment = `src/mocks/${module} builds on ${[...allowed].join(', ') || 'nothing of the simulator'}; it never imports ${above.join(', ')} (docs/architecture.md, "The simulator's modules").`;
  if (above.length === 0) return [];
  return [
    {
      name: 'simulator-module-not-upward',
      severity: 'error',
      comment,
      from: { path: `^src/mocks/${escapeRegExp(module)}/` },
      to: { path: `^src/mocks/(${above.map(escapeRegExp).join('|')})/` },
    },
  ];
});

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
      to: { path: `^src/(${above.join('|')})/`, ...(layer === 'config' ? { pathNot: FEATURE_MANIFEST } : {}) },
    })),
    {
      name: 'feature-manifest-is-data',
      severity: 'error',
      comment:
        "A feature's manifest is read by config/ (the route table, the function codes, the key roots are made from the manifests), so it is plain data: it imports only the manifest's types (config/route-meta.ts) and domain/, never its feature's screens or any layer above config.",
      from: { path: FEATURE_MANIFEST },
      to: { path: '^src/', pathNot: ['^src/config/route-meta\\.ts$', '^src/domain/'] },
    },
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
    ...moduleRules,
    {
      name: 'simulator-module-not-assembly',
      severity: 'error',
      comment: `A module of the simulator imports of the assembly only its kit (${ASSEMBLY_KIT.join(', ')}), never what assembles the modules (the handlers and seed indexes, the simulator, persistence, the HTTP gateway).`,
      from: { path: `^src/mocks/(${Object.keys(SIMULATOR_MODULES).map(escapeRegExp).join('|')})/` },
      to: {
        path: '^src/mocks/',
        pathNot: [
          `^src/mocks/(${ASSEMBLY_KIT.join('|')})\\.ts$`,
          `^src/mocks/(${Object.keys(SIMULATOR_MODULES).map(escapeRegExp).join('|')})/`,
        ],
      },
    },
    {
      name: 'simulator-handlers-through-entry',
      severity: 'error',
      comment:
        "A module's handlers are its own: the assembly takes its routes from its entry (src/mocks/<module>/index.ts), and another module never imports them. The order core's group-order kit is the exception: how every group channel books.",
      from: { path: '^src/mocks/(channels/[^/]+|[^/]+)/' },
      to: {
        path: '^src/mocks/(channels/[^/]+|[^/]+)/handlers/',
        pathNot: ['^src/mocks/$1/', '^src/mocks/order/handlers/group-order\\.ts$'],
      },
    },
    {
      name: 'simulator-handlers-through-entry',
      severity: 'error',
      comment: "The assembly takes a module's routes from its entry (src/mocks/<module>/index.ts), never from its handlers.",
      from: { path: '^src/mocks/[^/]+$' },
      to: { path: '^src/mocks/.+/handlers/' },
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
