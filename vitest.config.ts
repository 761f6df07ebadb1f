import { defineConfig } from 'vitest/config';

// Two projects: the service's tests, and those that need every bundle built first and more time
// per test: the browser journey (test/e2e) and the packaged app (test/package). A project's global setup runs only
// when some of its files are in the run; the root's (the server bundle) always runs.
const shared = { pool: 'forks', hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    globalSetup: ['./test/support/build-server.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'service',
          include: ['test/**/*.test.ts'],
          exclude: ['test/bench/**', 'test/e2e/**', 'node_modules/**'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'bundles',
          include: ['test/e2e/**/*.test.ts', 'test/package/**/*.test.ts'],
          globalSetup: ['./test/e2e/support/build-bundles.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
