// Helper E2E's private config (removed when done): own port and output, so no other server is reused.
import base from './playwright.config';
import { defineConfig } from '@playwright/test';
export default defineConfig({
  ...base,
  outputDir: '/tmp/e2e-helper-results',
  use: { ...base.use, baseURL: 'http://127.0.0.1:4183' },
  webServer: {
    command: 'npx vite build --mode demo --outDir /tmp/e2e-dist-demo --emptyOutDir && npx vite preview --mode demo --outDir /tmp/e2e-dist-demo --port 4183',
    url: 'http://127.0.0.1:4183/login',
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
