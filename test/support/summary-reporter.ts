import type { Reporter, TestModule } from 'vitest/node';
import { ELECTRON_NOT_RUN_ENV } from '../electron/support/electron-for-tests.js';

/**
 * Prints the plain closing line `N passed, N failed, N skipped` that CI reads, after a line
 * for each suite that could not run on this machine (counted in none of the figures).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const notRun = process.env[ELECTRON_NOT_RUN_ENV];
    if (notRun) {
      process.stdout.write(`\nnot run: the Electron journey (test/electron): ${notRun}\n`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
