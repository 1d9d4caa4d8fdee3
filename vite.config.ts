/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import postcss, { type AtRule } from 'postcss';
import { BOOT_SHELL_SCRIPT, BOOT_SHELL_SCRIPT_MARK, BOOT_SHELL_SCRIPT_PATH, loginShellHtml } from './src/config/login-brand.ts';
import { securityHeaders } from './src/config/security-headers.ts';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

/** Test files that render (`.tsx`): jsdom, in the `shared` project. */
const RENDERING_FILES = ['tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.tsx'];
/**
 * Test files run in Node's own environment (the `node` project): every `.test.ts` — a file that renders is a
 * `.tsx` — but those of JSDOM_FILES; tests/setup-node.ts sets them up. jsdom costs a file its window's set-up
 * and tear-down and slows what runs in it; it was a sixth of the vitest stage's CPU for files that never
 * touched it.
 */
const NODE_FILES = ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];
/**
 * The `.test.ts` files that need a browser's globals: calls through the portal's gateway client (relative
 * URLs, resolved against the page's address), sessionStorage or localStorage, the DOM, jsdom's XMLHttpRequest.
 */
const JSDOM_FILES = [
  'tests/unit/build/dependency-edits.test.ts',
  'tests/unit/gateway/client.test.ts',
  'tests/unit/gateway/contract-formats.test.ts',
  'tests/unit/gateway/contract.test.ts',
  'tests/unit/gateway/upload-progress.test.ts',
  'tests/unit/lib/flow-kit.test.ts',
  'tests/unit/lib/list-kit.test.ts',
  'tests/unit/lib/passenger-history.test.ts',
  'tests/unit/lib/safe-html.test.ts',
  'tests/unit/lib/stored-user.test.ts',
  'tests/unit/mocks/persistence.test.ts',
  'tests/unit/mocks/refusal-params.test.ts',
  'tests/unit/payment/payment-helpers.test.ts',
];
/** The other files run in jsdom, set up by tests/setup.ts (storage, the DOM testing library, antd's browser APIs). */
const BROWSER_LIKE = { environment: 'jsdom', setupFiles: ['./tests/setup.ts'] };

/**
 * Test files that replace a module (`vi.mock`): they need a module graph of their own, which costs a
 * file about 4 s of CPU (transform, import) — prefer a seam the test can spy on. Every other
 * file shares its worker's modules with the files before it (`isolate: false`), which halves the
 * vitest run on 2 cores — each file used to import the app and the simulator afresh. Shared modules
 * are safe because every test starts from `simulator.reset()` and fresh storage (tests/setup.ts);
 * a test helper keeping a counter must not let a test depend on its value.
 */
function filesMockingModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes('vi.mock(')) found.push(path);
    }
  };
  walk('tests/unit');
  walk('tests/integration');
  return found;
}

/** The simulator's files in public/: only builds with the simulator on (demo, dev) ship them. */
export const SIMULATOR_PUBLIC_FILES = ['mockServiceWorker.js', 'simulator-worker.js'];

/**
 * Takes the simulator's service workers out of a build with the simulator off (`VITE_SIMULATOR` ≠ on):
 * Vite copies all of public/, and a production site has no use for them. (sim-cashier.html is not an
 * input of such a build: `build.rollupOptions.input` below.)
 */
export function simulatorFilesOut(simulator: boolean): Plugin {
  let outDir = '';
  return {
    name: 'simulator-files-out',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler() {
        if (simulator) return;
        for (const file of SIMULATOR_PUBLIC_FILES) rmSync(join(outDir, file), { force: true });
      },
    },
  };
}

/**
 * rc-table (antd's Table) measures the scroll bar of its body at every mount: a `<style>` injected into the
 * page, a probe added, measured and removed — two style recalculations and a layout of the whole page per
 * table, the largest share of a detail screen's commit at 3× CPU (docs/performance.md). The width depends
 * on the scroll-bar styles the body gets from its classes (antd's, hashed by theme), so it is measured once
 * per class list of the body and its table wrapper (and zoom) and then reused; reading the computed style
 * instead would itself force a recalculation per table. A build-time edit of the dependency, checked: a
 * changed file fails the build rather than going unpatched.
 */
export function tableScrollbarMeasuredOnce(): Plugin {
  const file = /@rc-component\/util\/es\/getScrollBarSize\.js$/;
  const original = 'export function getTargetScrollBarSize(target) {';
  return {
    name: 'table-scrollbar-measured-once',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      if (!code.includes(original))
        throw new Error(`${id}: getTargetScrollBarSize changed; review the table-scrollbar-measured-once plugin`);
      return `${code.replace(original, 'function measureTargetScrollBarSize(target) {')}
const measuredByClasses = new Map();
export function getTargetScrollBarSize(target) {
  if (typeof document === 'undefined' || !target || !(target instanceof Element)) return measureTargetScrollBarSize(target);
  const wrapper = target.closest('[class*="-table-wrapper"]');
  const key = [target.className, wrapper ? wrapper.className : '', window.devicePixelRatio].join('|');
  if (!measuredByClasses.has(key)) measuredByClasses.set(key, measureTargetScrollBarSize(target));
  return { ...measuredByClasses.get(key) };
}
`;
    },
  };
}

/**
 * antd's Form.Item asks at every render whether its element is on screen (`offsetParent`: a forced style
 * recalculation and layout of the whole page when anything changed since the last frame), for one effect
 * that does something only while the item shows an error or a warning. A form screen's items rendering
 * again after their first commit paid that layout item by item — the largest share of the series search's
 * render at 3× CPU (docs/performance.md). The build asks only while the item has an error: the effect
 * runs exactly as before. Checked like the edits above.
 */
export function formItemVisibilityAskedOnError(): Plugin {
  const file = /antd\/(es|lib)\/form\/FormItem\/ItemHolder\.js$/;
  const asked = /const isOnScreen = !!itemRef\.current && (\(0, _util\.isVisible\)|isVisible)\(itemRef\.current\);/;
  return {
    name: 'form-item-visibility-asked-on-error',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      if (!asked.test(code) || !code.includes('}, [hasError, isOnScreen]);'))
        throw new Error(`${id}: Form.Item's visibility check changed; review the form-item-visibility-asked-on-error plugin`);
      return code.replace(asked, (_, call: string) => `const isOnScreen = hasError && !!itemRef.current && ${call}(itemRef.current);`);
    },
  };
}

/**
 * pinyin-pro builds its word tree (~150 ms of one task on the demo's /login under load) in an idle callback
 * it schedules as soon as it is imported — and only the simulator's search rules import it, with the
 * simulator's start beside the login page. The build leaves the tree to be built at its first use instead
 * (the library's own `ensureAcBuilt`, called before every lookup): the first search pays it, with the
 * search index it builds then anyway. Checked like the edit above.
 */
export function pinyinTreeBuiltOnUse(): Plugin {
  const file = /pinyin-pro\/dist\/esm\/common\/segmentit\/index\.mjs$/;
  const scheduled = '\nscheduleAcBuild();\n';
  return {
    name: 'pinyin-tree-built-on-use',
    transform(code, id) {
      if (!file.test(id.split('?')[0])) return null;
      if (!code.includes(scheduled) || !code.includes('function ensureAcBuilt()'))
        throw new Error(`${id}: pinyin-pro's tree scheduling changed; review the pinyin-tree-built-on-use plugin`);
      return code.replace(scheduled, '\n');
    },
  };
}

/** The boot script of index.html as a file of its own (src/config/login-brand.ts): emitted by a build, served by dev. */
function bootShellScript(): Plugin {
  return {
    name: 'boot-shell-script',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== BOOT_SHELL_SCRIPT_PATH) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(BOOT_SHELL_SCRIPT);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(BOOT_SHELL_SCRIPT_MARK, `<script src="${BOOT_SHELL_SCRIPT_PATH}"></script>`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BOOT_SHELL_SCRIPT_PATH.slice(1), source: BOOT_SHELL_SCRIPT });
    },
  };
}

/**
 * The families of antd's classes /login renders (every login kind, a refused sign-in's field errors), and
 * those under them it never does: `ant-input` keeps `ant-input-affix-wrapper`, not `ant-input-number`.
 */
export const LOGIN_ANTD_FAMILIES = ['form', 'input', 'btn', 'radio', 'segmented', 'row', 'col', 'wave'];
export const LOGIN_ANTD_UNUSED = /^ant-(input-(number|otp|search|textarea)|col-)/;
export const LOGIN_ANTD_STYLESHEET = 'virtual:antd-login-stylesheet';

/**
 * The rules of antd's prebuilt stylesheet that name a class of `families` (parsed by PostCSS): @media,
 * @supports and @container blocks cut down alike and dropped when nothing is left, @keyframes kept whole.
 */
export function antdSubset(css: string, families: readonly string[], unused: RegExp): string {
  const wanted = (name: string) =>
    !unused.test(name) && families.some((family) => name === `ant-${family}` || name.startsWith(`ant-${family}-`));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) return;
    if (!(rule.selector.match(/ant-[a-z0-9-]+/g) ?? []).some(wanted)) rule.remove();
  });
  // Innermost first, so that a block holding only emptied blocks goes too.
  const blocks: AtRule[] = [];
  root.walkAtRules((block) => void blocks.push(block));
  for (const block of blocks.reverse()) {
    if (block.nodes?.length === 0) block.remove();
  }
  return root.toString();
}

/**
 * /login's share of antd's prebuilt stylesheet, a file of the build (`virtual:antd-login-stylesheet` is
 * its URL): the login page renders antd in zero-runtime mode like the signed-in shells
 * (app/layout/antd-stylesheet.tsx), so its first render makes no styles — serialising and injecting
 * them was the largest part of /login's main-thread work at 3× CPU. antd's whole sheet (982 KB) was too
 * much to parse for one form; this is ~100 KB of it (~13 KB gzip). The dev server and vitest take the
 * whole sheet.
 */
export function antdLoginStylesheet(): Plugin {
  let serving = false;
  return {
    name: 'antd-login-stylesheet',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === LOGIN_ANTD_STYLESHEET ? `\0${LOGIN_ANTD_STYLESHEET}` : null),
    load(id) {
      if (id !== `\0${LOGIN_ANTD_STYLESHEET}`) return null;
      if (serving) return `export { default } from 'antd/dist/antd.css?url';`;
      const css = readFileSync(fileURLToPath(new URL('./node_modules/antd/dist/antd.css', import.meta.url)), 'utf8');
      const source = antdSubset(css, LOGIN_ANTD_FAMILIES, LOGIN_ANTD_UNUSED);
      const fileName = `assets/antd-login-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/**
 * What Vite's preload helper loads beside a dynamic import: the chunk's stylesheets always, and its
 * scripts as `modulepreload` links — except for the login screen's chunk, whose script dependencies the
 * browser finds through its imports instead. /login's first navigation imports that chunk from the entry's
 * own task (the router's first navigation starts as the entry is evaluated): ~27 links appended there, each
 * starting its fetch, were a third of that task at 3× CPU (docs/performance.md, 2026-11-29). Through the
 * module loader the same fetches start in the tasks that parse each module; on the page's own server they
 * come back at once. Its CSS (Vite keeps the stylesheets whatever this returns) still loads beside it.
 */
export function preloadedDependencies(filename: string, deps: string[]): string[] {
  return /(^|\/)login-page-[\w-]+\.js$/.test(filename) ? [] : deps;
}

/** A CSP source for an inline script's exact text (the dev server's React Fast Refresh preamble). */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export default defineConfig(({ mode, command }) => {
  const mocking = mode === 'test' ? filesMockingModules() : [];
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The gateway the pages call when it is not their own origin: config.json's, as scripts/serve-production.mjs
  // passes it (PORTAL_GATEWAY_ORIGIN), else the env file's.
  const gatewayOrigin = process.env.PORTAL_GATEWAY_ORIGIN ?? env.VITE_GATEWAY_BASE ?? '';
  const headers = securityHeaders({ connect: [gatewayOrigin] });
  return {
    plugins: [
      react(),
      {
        // /login's brand panel in the HTML itself: painted before any script (src/config/login-brand.ts).
        name: 'login-shell',
        transformIndexHtml: { order: 'pre', handler: (html) => html.replace('<!--login-shell-->', loginShellHtml('%VITE_APP_TITLE%')) },
      },
      bootShellScript(),
      simulatorFilesOut(env.VITE_SIMULATOR === 'on'),
      tableScrollbarMeasuredOnce(),
      formItemVisibilityAskedOnError(),
      pinyinTreeBuiltOnUse(),
      antdLoginStylesheet(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // React Router's package exports name only its development build (its warnings and checks on every
        // navigation); a build takes the production one it ships beside it, as React's own exports do.
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    // The simulator's dedicated worker (src/mocks/simulator.worker.ts) is a module worker with chunks of its own.
    worker: { format: 'es' as const },
    build: {
      // scripts/size.mjs reads the manifest to measure what a first visit to /login loads.
      manifest: true,
      target: 'es2022',
      modulePreload: { resolveDependencies: preloadedDependencies },
      // The simulator's own cashier page (ONLINE payments) is built only where the simulator runs: never
      // in production, whose bundle holds no simulator at all.
      ...(mode === 'production'
        ? {}
        : {
            rollupOptions: {
              input: {
                main: fileURLToPath(new URL('./index.html', import.meta.url)),
                'sim-cashier': fileURLToPath(new URL('./sim-cashier.html', import.meta.url)),
              },
            },
          }),
    },
    // Every response with the headers a host must send (README, "Deployment"): every browser test runs under them.
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers },
    server: {
      host: '127.0.0.1',
      port: 5173,
      // The dev server adds one inline script, React Fast Refresh's preamble (allowed by its hash), and its
      // own websocket for hot updates (any port: `npm run dev -- --port N`).
      headers: securityHeaders({
        connect: [gatewayOrigin, 'ws://127.0.0.1:*', 'ws://localhost:*'],
        scripts: [scriptHash(react.preambleCode.replace('__BASE__', '/'))],
      }),
    },
    test: {
      projects: [
        // None today: a seam (domain/image.ts's compressorLibrary, payment/leave.ts's cashier, the download
        // link) serves where a file once replaced a module. An empty include would mean vitest's default.
        ...(mocking.length > 0 ? [{ extends: true as const, test: { name: 'isolated', include: mocking, ...BROWSER_LIKE } }] : []),
        {
          extends: true,
          test: { name: 'shared', include: [...RENDERING_FILES, ...JSDOM_FILES], exclude: mocking, isolate: false, ...BROWSER_LIKE },
        },
        // Files that render nothing: Node itself, no DOM to build or tear down.
        {
          extends: true,
          test: {
            name: 'node',
            include: NODE_FILES,
            exclude: [...mocking, ...JSDOM_FILES],
            isolate: false,
            environment: 'node',
            setupFiles: ['./tests/setup-node.ts'],
          },
        },
      ],
      // One worker per core (vitest's default leaves one core to itself: on 2 cores, one worker).
      maxWorkers: availableParallelism(),
      css: false,
      // antd screens render slowly in jsdom on a 2-core machine; a journey test may take 15 s alone and
      // 60 s with Playwright beside it on a machine loaded by other work (scripts/test.mjs runs both).
      testTimeout: 120_000,
      // A worker's first test builds the simulator's seed in its beforeEach: 10 s (vitest's default) on a loaded machine.
      hookTimeout: 120_000,
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    },
  };
});
