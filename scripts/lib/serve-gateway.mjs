import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run gateway` started for a script that talks to it over HTTP: fresh from the seed in a data
 * folder of its own (removed on stop), with the control token given, answering once it says where it
 * listens. Port 0 takes any free port.
 */
export async function serveGateway({ root, port = 0, controlToken, dataPrefix = 'gateway-' }) {
  const dataDir = await mkdtemp(join(tmpdir(), dataPrefix));
  const child = spawn(
    process.execPath,
    [
      join(root, 'scripts/gateway.mjs'),
      '--port',
      String(port),
      '--data',
      dataDir,
      '--reset',
      '--control-token',
      controlToken,
      '--log-level',
      'warn',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise((resolveUrl, reject) => {
    const read = (chunk) => {
      output += chunk.toString();
      const listening = /gateway listening on (\S+)/.exec(output);
      if (listening) resolveUrl(listening[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`gateway exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
