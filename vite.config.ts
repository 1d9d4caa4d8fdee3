/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { loginShellHtml } from './src/config/login-brand.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];

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

export default defineConfig(({ mode }) => {
  const mocking = mode === 'test' ? filesMockingModules() : [];
  return {
  plugins: [
    react(),
    {
      // /login's brand panel in the HTML itself: painted before any script (src/config/login-brand.ts).
      name: 'login-shell',
      transformIndexHtml: { order: 'pre', handler: (html) => html.replace('<!--login-shell-->', loginShellHtml('%VITE_APP_TITLE%')) },
    },
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // scripts/size.mjs reads the manifest to measure what a first visit to /login loads.
    manifest: true,
    target: 'es2022',
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
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    projects: [
      // None today: a seam (domain/image.ts's compressorLibrary, payment/leave.ts's cashier, the download
      // link) serves where a file once replaced a module. An empty include would mean vitest's default.
      ...(mocking.length > 0 ? [{ extends: true as const, test: { name: 'isolated', include: mocking } }] : []),
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: mocking, isolate: false } },
    ],
    // One worker per core (vitest's default leaves one core to itself: on 2 cores, one worker).
    maxWorkers: availableParallelism(),
    css: false,
    // antd screens render slowly in jsdom on a 2-core machine; a journey test may take 15 s alone and
    // 60 s with Playwright beside it on a machine loaded by other work (scripts/test.mjs runs both).
    testTimeout: 120_000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
};
});
