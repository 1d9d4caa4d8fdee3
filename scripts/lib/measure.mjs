/**
 * What the measuring scripts (startup, lighthouse, bench:order-detail) share: where the project is, Vite's
 * own script, their `--name value` arguments and the browser they measure in.
 */
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
/** Vite's own script, run by this node: `npx vite` would leave the server running when npx is killed. */
export const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
/** The full browser a user has (not the tests' headless shell), or CHROMIUM_PATH. */
export const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The value after `--name` on the command line, or `fallback`. */
export function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** Resolves once a preview server on `port` answers /login (20 s at most). startup.mjs and bench-order-detail.mjs keep copies of it still. */
export async function waitForPreview(port) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`preview server on ${port} did not start`);
}
