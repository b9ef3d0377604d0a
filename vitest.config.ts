import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The same alias as tsconfig.json's paths: '@shared/x' is shared/x (each project extends this root config). */
const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/support/web-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A real browser on a busy 2-core machine: expect.poll's 1 s default failed a screen that rendered in ~1.5 s.
          expect: { poll: { timeout: 20_000 } },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['test/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
