import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * What the production build (simulator off) writes, as a deployer gets it: one real `vite build` (~2 s here)
 * into a folder of its own.
 */
describe('the production build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-production-'));
  let files: string[] = [];
  beforeAll(async () => {
    // As `npm run build` runs: without the VITE_ variables vitest put in process.env (.env.test's), which
    // would override .env.production's.
    const testEnv = Object.entries(process.env).filter(([key]) => key.startsWith('VITE_'));
    for (const [key] of testEnv) delete process.env[key];
    try {
      await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      for (const [key, value] of testEnv) process.env[key] = value;
    }
    files = readdirSync(outDir);
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('leaves the simulator out: no service worker of it, no cashier page', () => {
    expect(files).toContain('index.html');
    expect(files).not.toContain('mockServiceWorker.js');
    expect(files).not.toContain('simulator-worker.js');
    expect(files).not.toContain('sim-cashier.html');
  });

  it('has no inline script (the CSP allows only its own files) and ships the boot script as a file', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '');
    expect(inline).toEqual([]);
    expect(html).toContain('<script src="/boot-shell.js"></script>');
    expect(readFileSync(join(outDir, 'boot-shell.js'), 'utf8')).toContain("location.pathname !== '/login'");
  });
});
