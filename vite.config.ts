/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    css: false,
    // antd screens render slowly in jsdom on a 2-core machine; a journey test may take 15 s.
    testTimeout: 60000,
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
  },
}));
