import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createRestartPolicy } from '../../../electron/host/restart-policy.js';
import { supervise } from '../../../scripts/supervise.js';

/** Runs `scripts` one after another under supervise; resolves with the log and the exit code. */
function run(
  scripts: string[],
  maxCrashes = 5,
): Promise<{ log: string[]; code: number; runs: number }> {
  const log: string[] = [];
  let runs = 0;
  return new Promise((resolve) => {
    supervise({
      launch: () => spawn(process.execPath, ['-e', scripts[Math.min(runs++, scripts.length - 1)]!]),
      policy: createRestartPolicy({ baseDelayMs: 10, maxDelayMs: 40, maxCrashes }),
      log: (line) => log.push(line),
      done: (code) => resolve({ log, code, runs }),
    });
  });
}

const DISK_FAILED = 'process.exit(75)';
const BUS_ERROR = "process.kill(process.pid, 'SIGBUS')";

describe("web mode's service under npm start", () => {
  it('is started again after it stops on a failed disk or crashes, until it exits cleanly', async () => {
    const { log, code, runs } = await run([DISK_FAILED, BUS_ERROR, 'process.exit(0)']);
    expect(runs).toBe(3);
    expect(code).toBe(0);
    expect(log).toEqual([
      'marketdesk: the service stopped (exit 75); starting it again in 10 ms',
      'marketdesk: the service stopped (SIGBUS); starting it again in 20 ms',
    ]);
  });

  it('is not started again after an error exit (a bad flag, a data dir in use)', async () => {
    const { log, code, runs } = await run(['process.exit(1)']);
    expect({ log, code, runs }).toEqual({ log: [], code: 1, runs: 1 });
  });

  it('is given up after crashing in a loop', async () => {
    const { log, code, runs } = await run([DISK_FAILED], 3);
    expect(runs).toBe(3);
    expect(code).toBe(75);
    expect(log.at(-1)).toBe('marketdesk: the service stopped again (exit 75); giving up');
  });
});
