// The port as `npm run serve` runs it, with the demo's simulated traders on (the default): its
// idle connections end, and its host rules come from the command line.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, type CliRun } from '../../support/cli.js';
import { openRaw, statusesOf, type RawConnection } from '../../support/raw-http.js';

const runs: CliRun[] = [];
const dirs: string[] = [];
const raws: RawConnection[] = [];
afterEach(() => {
  for (const raw of raws.splice(0)) raw.socket.destroy();
  for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(...args: string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-port-'));
  dirs.push(dir);
  const run = await startCli(['serve', '--port', '0', '--data-dir', dir, ...args], 60_000);
  runs.push(run);
  return Number(new URL(run.url).port);
}

const statusFor = (port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: '/time', headers: { host } },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });

describe('the served port', () => {
  it('closes connections that send nothing with a JSON 408, with the demo trading', async () => {
    const port = await serve('--connection-limit', 'headersTimeoutMs=1500');
    const opened = Date.now();
    const idle = await Promise.all([0, 1, 2].map(() => openRaw(port)));
    raws.push(...idle);
    await Promise.all(idle.map((raw) => raw.closed));
    expect(Date.now() - opened).toBeLessThan(5_000);
    for (const raw of idle) {
      expect(statusesOf(raw.received())).toEqual([408]);
      expect(raw.received()).toMatch(/"error":"request timeout/);
    }
  }, 90_000);

  it('answers the names given with --allow-host besides its own, and refuses others 421', async () => {
    const port = await serve('--no-demo', '--allow-host', 'desk.lan');
    expect(await statusFor(port, `127.0.0.1:${port}`)).toBe(200);
    expect(await statusFor(port, `desk.lan:${port}`)).toBe(200);
    expect(await statusFor(port, `evil.example:${port}`)).toBe(421);
  });
});
