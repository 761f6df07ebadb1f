// The service host's state machine with a fake launcher (the real service entry is exercised
// in test/integration/desktop): timeouts, malformed messages, failed starts, stop and kill.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceState } from '../../../server/contract/index.js';
import { createRestartPolicy } from '../../../electron/host/restart-policy.js';
import { createServiceHost, type ServiceProcess } from '../../../electron/host/service-host.js';
import type { HostMessage } from '../../../electron/service/protocol.js';
import type { DataDirHolder } from '../../../server/config/service-lock.js';

class FakeProcess implements ServiceProcess<string> {
  posted: { message: HostMessage; port?: string }[] = [];
  killed = false;
  private messageListeners: ((message: unknown) => void)[] = [];
  private exitListeners: ((code: number | null) => void)[] = [];
  post(message: HostMessage, port?: string) {
    this.posted.push(port === undefined ? { message } : { message, port });
  }
  onMessage(listener: (message: unknown) => void) {
    this.messageListeners.push(listener);
  }
  onExit(listener: (code: number | null) => void) {
    this.exitListeners.push(listener);
  }
  kill() {
    this.killed = true;
    this.exit(null);
  }
  send(message: unknown) {
    for (const listener of this.messageListeners) listener(message);
  }
  exit(code: number | null) {
    for (const listener of this.exitListeners.splice(0)) listener(code);
  }
  ready(apiUrl: string | null = null) {
    this.send({ type: 'ready', apiUrl, pid: 1 });
  }
}

function setup(
  policy = createRestartPolicy({ baseDelayMs: 100, maxCrashes: 3 }),
  findRunning?: () => DataDirHolder | undefined,
) {
  const processes: FakeProcess[] = [];
  const states: ServiceState[] = [];
  const logs: string[] = [];
  let channels = 0;
  const host = createServiceHost<string, string>({
    launcher: {
      launch: () => {
        const process = new FakeProcess();
        processes.push(process);
        return process;
      },
    },
    createChannel: () => {
      channels += 1;
      return { service: `service-${channels}`, renderer: `renderer-${channels}` };
    },
    startConfig: () => ({ dataDir: '/data', http: null, demo: false, logLevel: 'warn' }),
    policy,
    logFile: '/logs/main.log',
    log: (line) => logs.push(line),
    startTimeoutMs: 1_000,
    stopTimeoutMs: 500,
    attachPollMs: 200,
    ...(findRunning ? { findRunning } : {}),
  });
  host.onState((state) => states.push(state));
  return { host, processes, states, logs, last: () => processes.at(-1)! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createServiceHost', () => {
  it('sends the start config, then hands each connection its port once ready', async () => {
    const { host, last, states } = setup();
    host.start();
    expect(last().posted).toEqual([
      {
        message: {
          type: 'start',
          config: { dataDir: '/data', http: null, demo: false, logLevel: 'warn' },
        },
      },
    ]);
    const early = host.connect();
    last().ready('http://127.0.0.1:8437');
    expect(await early).toBe('renderer-1');
    expect(await host.connect()).toBe('renderer-2');
    expect(last().posted.slice(1)).toEqual([
      { message: { type: 'connect' }, port: 'service-1' },
      { message: { type: 'connect' }, port: 'service-2' },
    ]);
    expect(states).toEqual([
      { state: 'starting' },
      { state: 'running', apiUrl: 'http://127.0.0.1:8437' },
    ]);
  });

  it('drops malformed messages from the service', () => {
    const { host, last, logs } = setup();
    host.start();
    last().send({ type: 'ready', apiUrl: 5 });
    last().send('hello');
    expect(host.state()).toEqual({ state: 'starting' });
    expect(logs.filter((line) => line.includes('malformed'))).toHaveLength(2);
  });

  it('kills a service that does not get ready in time and restarts it after the backoff', () => {
    const { host, processes, states } = setup();
    host.start();
    vi.advanceTimersByTime(1_000);
    expect(processes[0]!.killed).toBe(true);
    expect(states.at(-1)).toEqual({
      state: 'restarting',
      reason: 'the service did not start within 1000 ms',
      inMs: 100,
    });
    vi.advanceTimersByTime(99);
    expect(processes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(processes).toHaveLength(2);
  });

  it('treats a failed start as a crash, gives up when the policy says so, restarts on demand', async () => {
    const { host, last, states } = setup(createRestartPolicy({ baseDelayMs: 100, maxCrashes: 2 }));
    host.start();
    const waiting = host.connect();
    last().send({ type: 'start-failed', message: 'database is locked' });
    expect(states.at(-1)).toMatchObject({
      state: 'restarting',
      reason: expect.stringContaining('database is locked'),
    });
    vi.advanceTimersByTime(100);
    last().exit(1);
    expect(states.at(-1)).toEqual({
      state: 'failed',
      reason: 'the service stopped unexpectedly (exit code 1)',
      logFile: '/logs/main.log',
    });
    expect(await host.unlock('id', 'pass')).toEqual({
      ok: false,
      message: 'the service is not running',
    });
    // New settings restart it; the connection asked for meanwhile gets its port then.
    await host.restart();
    last().ready();
    expect(await waiting).toBe('renderer-1');
  });

  it('restarts the service when it asks (a mode change), not counting it as a crash', async () => {
    const { host, processes, states, last } = setup();
    host.start();
    last().ready();
    const first = last();
    first.send({ type: 'restart' });
    expect(first.posted.at(-1)).toEqual({ message: { type: 'stop' } });
    expect(states.at(-1)).toEqual({ state: 'starting' });
    const waiting = host.connect();
    first.exit(0);
    await vi.waitFor(() => expect(processes).toHaveLength(2));
    expect(last().posted[0]?.message.type).toBe('start');
    last().ready();
    expect(await waiting).toBe('renderer-1');
    expect(states.filter((state) => state.state === 'restarting')).toEqual([]);
  });

  it('answers an unlock by its request id, and fails the ones in flight at a crash', async () => {
    const { host, last } = setup();
    host.start();
    last().ready();
    const first = host.unlock('a', 'one');
    const second = host.unlock('b', 'two');
    expect(
      last()
        .posted.slice(1)
        .map((entry) => entry.message),
    ).toEqual([
      { type: 'unlock', requestId: 0, accountId: 'a', passphrase: 'one' },
      { type: 'unlock', requestId: 1, accountId: 'b', passphrase: 'two' },
    ]);
    last().send({ type: 'unlocked', requestId: 0, error: 'wrong passphrase' });
    expect(await first).toEqual({ ok: false, message: 'wrong passphrase' });
    last().exit(137);
    expect(await second).toEqual({ ok: false, message: 'the service restarted' });
  });

  it('asks the service for icons, and answers none when it cannot', async () => {
    const { host, last } = setup();
    host.start();
    expect(await host.icon('a.svg')).toBeNull();
    last().ready();
    const icon = host.icon('a.svg');
    expect(last().posted.at(-1)).toEqual({
      message: { type: 'icon', requestId: 0, file: 'a.svg' },
    });
    last().send({ type: 'icon-answer', requestId: 0, svg: '<svg/>' });
    expect(await icon).toBe('<svg/>');
    const unanswered = host.icon('b.svg');
    vi.advanceTimersByTime(30_000);
    expect(await unanswered).toBeNull();
  });

  it('stops by asking, and kills a service that does not finish in time', async () => {
    const { host, last, states } = setup();
    host.start();
    last().ready();
    const process = last();
    const stopped = host.stop();
    expect(process.posted.at(-1)).toEqual({ message: { type: 'stop' } });
    vi.advanceTimersByTime(500);
    await stopped;
    expect(process.killed).toBe(true);
    expect(states.at(-1)).toEqual({ state: 'stopped' });
    await expect(host.connect()).rejects.toThrow(/stopped/);
  });

  it('stops without a kill when the service exits on its own', async () => {
    const { host, last, processes } = setup();
    host.start();
    last().ready();
    const stopped = host.stop();
    last().exit(0);
    await stopped;
    expect(last().killed).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(processes).toHaveLength(1);
  });
});

describe('another service holding the data dir', () => {
  const other = { pid: 4242, url: 'http://127.0.0.1:8437', rendererToken: 'token' };
  const inUse = { type: 'start-failed', message: '/data is in use by another Marketdesk service' };

  it('attaches to it instead of counting crashes, and starts its own once it is gone', async () => {
    let holder: DataDirHolder | undefined = { attach: other };
    const { host, processes, states, logs, last } = setup(
      createRestartPolicy({ baseDelayMs: 100, maxCrashes: 1 }),
      () => holder,
    );
    host.start();
    last().send(inUse);
    expect(host.state()).toEqual({ state: 'attached', pid: 4242, apiUrl: other.url });
    expect(host.attachment()).toEqual(other);
    expect(logs).toContain('attached to the service of pid 4242 (http://127.0.0.1:8437)');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(processes).toHaveLength(1);
    expect(states.map((state) => state.state)).toEqual(['starting', 'attached']);

    holder = undefined;
    await vi.advanceTimersByTimeAsync(200);
    expect(processes).toHaveLength(2);
    expect(host.attachment()).toBeNull();
    expect(host.state()).toEqual({ state: 'starting' });
    last().ready('http://127.0.0.1:9000');
    expect(host.state()).toEqual({ state: 'running', apiUrl: 'http://127.0.0.1:9000' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(processes).toHaveLength(2);
  });

  it('names the pid of a service it cannot attach to (no HTTP port), without a crash loop', async () => {
    const startedAt = '2026-01-01T00:00:00.000Z';
    let holder: DataDirHolder | undefined = { refuse: { pid: 77, url: null, startedAt } };
    const { host, processes, last } = setup(undefined, () => holder);
    host.start();
    last().send(inUse);
    const failed = host.state();
    expect(failed.state).toBe('failed');
    expect(failed.state === 'failed' && failed.reason).toMatch(/\(pid 77\).*no HTTP port/);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(processes).toHaveLength(1);

    holder = { attach: { ...other, pid: 77 } };
    await vi.advanceTimersByTimeAsync(200);
    expect(host.state()).toEqual({ state: 'attached', pid: 77, apiUrl: other.url });
  });

  it('stops watching the other service when stopped', async () => {
    let holder: DataDirHolder | undefined = { attach: other };
    const { host, processes, last } = setup(undefined, () => holder);
    host.start();
    last().send(inUse);
    await host.stop();
    expect(host.attachment()).toBeNull();
    holder = undefined;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(processes).toHaveLength(1);
    expect(host.state()).toEqual({ state: 'stopped' });
  });
});
