import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, startCli, stopCli, type CliRun } from '../../support/cli.js';
import { openRaw, statusesOf } from '../../support/raw-http.js';
import { StreamClient } from '../stream/stream-client.js';

const dirs: string[] = [];
const runs: CliRun[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-cli-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const count = async (url: string, path: string) =>
  ((await fetch(url + path)).json() as Promise<unknown[]>).then((rows) => rows.length);

describe('npm run serve', () => {
  it('prints the real URL with --port 0, serves HTTP and stops cleanly on SIGTERM', async () => {
    const run = await startCli(['serve', '--port', '0', '--data-dir', tempDir(), '--no-demo']);
    runs.push(run);
    expect(run.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.url).not.toMatch(/:0$/);
    const response = await fetch(`${run.url}/ok`);
    expect(await response.json()).toBe('OK');
    expect(await count(run.url, '/markets')).toBe(0);
    expect(await stopCli(run, 'SIGTERM')).toBe(0);
  });

  it('stops cleanly on SIGINT', async () => {
    const run = await startCli(['serve', '--port', '0', '--data-dir', tempDir(), '--no-demo']);
    runs.push(run);
    expect(await stopCli(run, 'SIGINT')).toBe(0);
  });

  it('seeds the demo catalog on the first start only', { timeout: 180_000 }, async () => {
    const dataDir = tempDir();
    // The first start also writes the demo's 30 days of history before it listens.
    const first = await startCli(['serve', '--port', '0', '--data-dir', dataDir], 120_000);
    runs.push(first);
    expect(await count(first.url, '/markets?limit=100')).toBe(100);
    const before = (await (
      await fetch(`${first.url}/markets?order=id&ascending=false&limit=1`)
    ).json()) as { id: string }[];
    expect(await stopCli(first)).toBe(0);

    const second = await startCli(['serve', '--port', '0', '--data-dir', dataDir]);
    runs.push(second);
    const after = (await (
      await fetch(`${second.url}/markets?order=id&ascending=false&limit=1`)
    ).json()) as { id: string }[];
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(await stopCli(second)).toBe(0);
  });

  it('refuses a second service on the same data dir, naming the one that holds it', async () => {
    const dataDir = tempDir();
    const first = await startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    runs.push(first);
    const second = await runCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain(
      `${dataDir} is in use by another Marketdesk service (pid ${first.child.pid}, ${first.url}, since `,
    );
    const seeding = await runCli(['seed', '--data-dir', dataDir, '--markets', '5']);
    expect(seeding.code).toBe(1);
    expect(seeding.stderr).toContain(`${dataDir} is in use by another Marketdesk service`);
    expect((await fetch(`${first.url}/ok`)).status).toBe(200);

    // Released on exit: the data dir serves again, and service.json is gone meanwhile.
    expect(await stopCli(first)).toBe(0);
    expect(existsSync(join(dataDir, 'service.json'))).toBe(false);
    const third = await startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    runs.push(third);
    expect(await stopCli(third)).toBe(0);
  });

  it('takes over the data dir of a service killed outright', async () => {
    const dataDir = tempDir();
    const killed = await startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    runs.push(killed);
    expect(await stopCli(killed, 'SIGKILL')).toBe(null);
    expect(existsSync(join(dataDir, 'service.json'))).toBe(true);
    const next = await startCli(['serve', '--port', '0', '--data-dir', dataDir, '--no-demo']);
    runs.push(next);
    const info = JSON.parse(readFileSync(join(dataDir, 'service.json'), 'utf8')) as unknown;
    expect(info).toMatchObject({ pid: next.child.pid, url: next.url });
    expect((await fetch(`${next.url}/ok`)).status).toBe(200);
    expect(await stopCli(next)).toBe(0);
  });

  it('refuses a data dir written by a newer schema, leaving it untouched', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'marketdesk.db');
    const db = new BetterSqlite3(file);
    db.pragma('user_version = 999');
    db.close();
    const result = await runCli(['serve', '--port', '0', '--data-dir', dataDir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/newer Marketdesk \(schema 999/);
    const reopened = new BetterSqlite3(file, { readonly: true });
    expect(reopened.pragma('user_version', { simple: true })).toBe(999);
    expect(
      reopened.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table'").get(),
    ).toEqual({ n: 0 });
    reopened.close();
  });

  it('applies rate limits by default, configurable per scope, and --no-rate-limits lifts them', async () => {
    const limited = await startCli([
      'serve',
      '--port',
      '0',
      '--data-dir',
      tempDir(),
      '--no-demo',
      '--rate-limit',
      'tags=2',
    ]);
    runs.push(limited);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${limited.url}/tags`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await stopCli(limited)).toBe(0);

    const open = await startCli([
      'serve',
      '--port',
      '0',
      '--data-dir',
      tempDir(),
      '--no-demo',
      '--no-rate-limits',
    ]);
    runs.push(open);
    for (let i = 0; i < 3; i++) expect((await fetch(`${open.url}/tags`)).status).toBe(200);
    expect(await stopCli(open)).toBe(0);
  });

  it('refuses an unknown rate-limit scope', async () => {
    const result = await runCli(['serve', '--port', '0', '--rate-limit', 'nosuchscope=5']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--rate-limit: no rate-limit rule for nosuchscope/);
  });

  it('rejects stray arguments instead of ignoring them', async () => {
    const result = await runCli(['serve', '/tmp/somewhere', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unexpected argument "\/tmp\/somewhere"/);
  });

  it('rejects bad arguments with the usage text', async () => {
    const result = await runCli(['serve', '--port', 'eighty']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--port must be a whole number/);
    expect(result.stderr).toMatch(/usage:/);
  });

  it('takes connection and stream limits by name, and refuses unknown names', async () => {
    const run = await startCli([
      ...['serve', '--port', '0', '--data-dir', tempDir(), '--no-demo'],
      ...['--connection-limit', 'maxConnectionsPerClient=2'],
      ...['--stream-limit', 'authTimeoutMs=200'],
    ]);
    runs.push(run);
    const { port } = new URL(run.url);
    const held = await Promise.all([openRaw(Number(port)), openRaw(Number(port))]);
    const refused = await openRaw(Number(port), 'GET /ok HTTP/1.1\r\nHost: x\r\n\r\n');
    await refused.closed;
    expect(statusesOf(refused.received())).toEqual([429]);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // The service counts them out once it has seen them close: it then serves again.
    await expect.poll(async () => (await fetch(`${run.url}/ok`)).status).toBe(200);

    const user = await StreamClient.connect(`${run.url.replace('http', 'ws')}/ws/user`);
    expect((await user.closed).code).toBe(1008);
    expect(await stopCli(run)).toBe(0);

    const wrong = await runCli(['serve', '--connection-limit', 'maxSockets=5']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--connection-limit takes NAME=N, NAME one of maxConnections, /);
  });
});

describe('npm run seed', () => {
  it('builds a catalog of the requested size and refuses to seed twice', async () => {
    const dataDir = tempDir();
    const result = await runCli(['seed', '--data-dir', dataDir, '--markets', '300']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/"markets":300/);
    // Not a terminal: plain lines, the first at once (then one every 2 s), and every phase.
    const lines = result.stderr.split('\n');
    expect(lines.slice(-3)).toEqual([
      'seeding the catalog: 300 markets, now comments',
      'seeding the catalog: 300 markets, saving',
      '',
    ]);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines.slice(0, -3)) {
      expect(line).toMatch(/^seeding the catalog: \d+\/300 markets \(\d+ %\)/);
    }
    const db = new BetterSqlite3(join(dataDir, 'marketdesk.db'), { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM markets').get()).toEqual({ n: 300 });
    db.close();
    const again = await runCli(['seed', '--data-dir', dataDir, '--markets', '300']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already holds a catalog/);
  });
});
