import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWsTransport, type SocketLike } from '../../../../renderer/lib/ws-transport.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  answer(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function setup(callTimeoutMs = 1_000) {
  const sockets: FakeSocket[] = [];
  const transport = createWsTransport({
    url: 'ws://127.0.0.1/rpc?token=t',
    callTimeoutMs,
    minBackoffMs: 100,
    maxBackoffMs: 400,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  const last = () => sockets[sockets.length - 1]!;
  return { transport, sockets, last };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createWsTransport', () => {
  it('sends calls made before the socket opens once it does, and resolves by id', async () => {
    const { transport, last } = setup();
    const states: string[] = [];
    transport.onState((state) => states.push(state));
    const status = transport.call('service.status', {});
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([{ id: 1, method: 'service.status', params: {} }]);
    last().answer({ id: 1, result: { version: '1' } });
    await expect(status).resolves.toEqual({ version: '1' });
    expect(states).toEqual(['open']);
  });

  it('rejects with the service error code', async () => {
    const { transport, last } = setup();
    last().open();
    const call = transport.call('catalog.market', { id: 'x' });
    last().answer({ id: 1, error: { code: 'not_found', message: 'no such market' } });
    await expect(call).rejects.toEqual({ code: 'not_found', message: 'no such market' });
  });

  it('fails calls in flight as unavailable when the socket drops, then reconnects', async () => {
    const { transport, sockets, last } = setup();
    last().open();
    const call = transport.call('service.status', {});
    last().drop();
    await expect(call).rejects.toMatchObject({ code: 'unavailable' });
    expect(transport.state()).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(transport.state()).toBe('open');
  });

  it('backs off exponentially while the service stays away', () => {
    const { sockets, last } = setup();
    last().drop();
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
  });

  it('gives up when the socket never opened after a few attempts (a stale token)', () => {
    const sockets: FakeSocket[] = [];
    const onNeverOpened = vi.fn();
    const transport = createWsTransport({
      url: 'ws://127.0.0.1/rpc?token=old',
      minBackoffMs: 100,
      maxBackoffMs: 100,
      maxAttemptsBeforeOpen: 3,
      onNeverOpened,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      sockets[sockets.length - 1]!.drop();
      vi.advanceTimersByTime(100);
    }
    expect(onNeverOpened).not.toHaveBeenCalled();
    sockets[sockets.length - 1]!.drop();
    expect(onNeverOpened).toHaveBeenCalledTimes(1);
    expect(transport.state()).toBe('closed');
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(3);
  });

  it('keeps reconnecting after a drop once the socket has opened', () => {
    const { transport, sockets, last } = setup();
    last().open();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      last().drop();
      vi.advanceTimersByTime(400);
    }
    expect(sockets).toHaveLength(9);
    expect(transport.state()).toBe('reconnecting');
  });

  it('times a call out as unavailable', async () => {
    const { transport, last } = setup(500);
    last().open();
    const call = transport.call('service.status', {});
    vi.advanceTimersByTime(500);
    await expect(call).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('delivers stream events, re-subscribes after a reconnect and unsubscribes', () => {
    const { transport, last } = setup();
    last().open();
    const received: unknown[] = [];
    const close = transport.subscribe('market', { assets_ids: ['1'] }, (data) =>
      received.push(data),
    );
    const first = last().sent[0] as { id: number };
    expect(last().sent).toEqual([
      { id: first.id, subscribe: 'market', params: { assets_ids: ['1'] } },
    ]);
    last().answer({ sub: first.id, data: ['a'] });
    expect(received).toEqual([['a']]);

    last().drop();
    vi.advanceTimersByTime(100);
    last().open();
    const resubscribe = last().sent[0] as { id: number; subscribe: string };
    expect(resubscribe.subscribe).toBe('market');
    last().answer({ sub: resubscribe.id, data: ['b'] });
    last().answer({ sub: first.id, data: ['stale id'] });
    expect(received).toEqual([['a'], ['b']]);

    close();
    expect(last().sent[last().sent.length - 1]).toEqual({ unsubscribe: resubscribe.id });
    last().answer({ sub: resubscribe.id, data: ['c'] });
    expect(received).toHaveLength(2);
  });

  it('stops for good on close', async () => {
    const { transport, sockets, last } = setup();
    last().open();
    transport.close();
    expect(transport.state()).toBe('closed');
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    await expect(transport.call('service.status', {})).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it("tells a refused subscription's onError, and no longer routes its id", () => {
    const { transport, last } = setup();
    const errors: unknown[] = [];
    const events: unknown[] = [];
    transport.subscribe(
      'market',
      { assets_ids: ['1'] },
      (data) => events.push(data),
      (error) => errors.push(error),
    );
    last().open();
    const id = last().sent[0]?.id;
    last().answer({ id, error: { code: 'invalid_input', message: 'too many assets' } });
    expect(errors).toEqual([{ code: 'invalid_input', message: 'too many assets' }]);
    last().answer({ sub: id, data: 'late' });
    expect(events).toEqual([]);
  });
});
