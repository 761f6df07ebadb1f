import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIpcTransport,
  type IpcBridge,
  type PortLike,
} from '../../../../renderer/lib/ipc-transport.js';

class FakePort implements PortLike {
  sent: Record<string, unknown>[] = [];
  closed = false;
  started = false;
  private listener: ((event: { data: unknown }) => void) | null = null;
  postMessage(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void) {
    this.listener = listener;
  }
  start() {
    this.started = true;
  }
  close() {
    this.closed = true;
  }
  answer(frame: unknown) {
    this.listener?.({ data: JSON.stringify(frame) });
  }
}

function fakeBridge() {
  const portListeners: ((port: PortLike) => void)[] = [];
  const downListeners = new Set<() => void>();
  const bridge: IpcBridge & { connects: number } = {
    connects: 0,
    connect() {
      this.connects += 1;
    },
    onPort(listener) {
      portListeners.push(listener);
      return () => {
        const index = portListeners.indexOf(listener);
        if (index >= 0) portListeners.splice(index, 1);
      };
    },
    onServiceDown(listener) {
      downListeners.add(listener);
      return () => downListeners.delete(listener);
    },
  };
  return {
    bridge,
    /** The shell hands a port to the oldest connection waiting. */
    hand() {
      const port = new FakePort();
      portListeners.shift()?.(port);
      return port;
    },
    down() {
      for (const listener of [...downListeners]) listener();
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createIpcTransport', () => {
  it('asks the shell for a port, sends calls once it comes and answers them by id', async () => {
    const shell = fakeBridge();
    const transport = createIpcTransport({ bridge: shell.bridge });
    expect(shell.bridge.connects).toBe(1);
    expect(transport.state()).toBe('connecting');
    const status = transport.call('service.status', {});
    const port = shell.hand();
    expect(port.started).toBe(true);
    expect(transport.state()).toBe('open');
    expect(port.sent).toEqual([{ id: 1, method: 'service.status', params: {} }]);
    port.answer({ id: 1, result: { version: '1' } });
    await expect(status).resolves.toEqual({ version: '1' });
    transport.close();
    expect(port.closed).toBe(true);
  });

  it('when the service goes down: fails calls in flight, reconnects and re-opens streams', async () => {
    const shell = fakeBridge();
    const transport = createIpcTransport({ bridge: shell.bridge, minBackoffMs: 100 });
    const first = shell.hand();
    const events: unknown[] = [];
    transport.subscribe('account', undefined, (data) => events.push(data));
    expect(first.sent).toEqual([{ id: 2, subscribe: 'account' }]);
    const inFlight = transport.call('vault.status', {});
    shell.down();
    await expect(inFlight).rejects.toMatchObject({ code: 'unavailable' });
    expect(first.closed).toBe(true);
    expect(transport.state()).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    expect(shell.bridge.connects).toBe(2);
    const second = shell.hand();
    expect(transport.state()).toBe('open');
    expect(second.sent).toEqual([{ id: 4, subscribe: 'account' }]);
    second.answer({ sub: 4, data: { type: 'balance' } });
    first.answer({ sub: 2, data: { type: 'stale' } });
    expect(events).toEqual([{ type: 'balance' }]);
    transport.close();
  });

  it('keeps waiting for a port however long the service takes (the shell shows why)', () => {
    const shell = fakeBridge();
    const transport = createIpcTransport({ bridge: shell.bridge, minBackoffMs: 10 });
    for (let attempt = 0; attempt < 20; attempt += 1) {
      shell.down();
      vi.advanceTimersByTime(10_000);
    }
    expect(transport.state()).toBe('reconnecting');
    shell.hand();
    expect(transport.state()).toBe('open');
    transport.close();
  });
});
