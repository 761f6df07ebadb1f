import { defineConfig } from 'vitest/config';
import {
  ELECTRON_NOT_RUN_ENV,
  electronForTests,
} from './test/electron/support/electron-for-tests.js';

// The service's tests (apart: the terminal's and those that replace modules); those that
// need every bundle built first and more time per test (the browser journey, test/e2e, and the
// packaged app, test/package); and the desktop app launched for real (test/electron), only
// where Electron's binary is installed: elsewhere the summary reporter says that it did not
// run, and why. A project's global setup runs only when some of its files are in the run; the
// root's (the server and shell bundles) always runs.
const shared = { pool: 'forks', hookTimeout: 60_000 } as const;
const slow = { testTimeout: 180_000, hookTimeout: 120_000 } as const;
// Files that need modules and a DOM of their own: the terminal's (jsdom, module-level stores)
// and those that replace modules (vi.mock).
const isolated = ['test/unit/renderer/**/*.test.ts', 'test/**/*.isolated.test.ts'];
const notService = [
  'test/bench/**',
  'test/e2e/**',
  'test/package/**',
  'test/electron/**',
  'node_modules/**',
];

const electron = electronForTests(process.cwd());
if ('notRun' in electron) process.env[ELECTRON_NOT_RUN_ENV] = electron.notRun;
const electronProject = {
  test: {
    ...shared,
    ...slow,
    name: 'electron',
    include: ['test/electron/**/*.test.ts'],
    globalSetup: [
      './test/e2e/support/build-bundles.ts',
      './test/electron/support/native-for-electron.ts',
    ],
    // One window at a time: the app holds a single-instance lock per data dir.
    fileParallelism: false,
  },
};

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
          exclude: [...notService, ...isolated],
          testTimeout: 30_000,
          // The files of a worker share their modules: importing the service's graph again for
          // each file took longer than its tests.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'isolated',
          include: isolated,
          exclude: notService,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...shared,
          ...slow,
          name: 'bundles',
          include: ['test/e2e/**/*.test.ts', 'test/package/**/*.test.ts'],
          globalSetup: ['./test/e2e/support/build-bundles.ts'],
        },
      },
      ...('binary' in electron ? [electronProject] : []),
    ],
  },
});
