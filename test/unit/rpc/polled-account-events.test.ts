import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountEvent } from '../../../server/contract/index.js';
import {
  createPolledAccountEvents,
  type AccountSnapshot,
  type PolledAccountEvents,
} from '../../../server/rpc/index.js';

// The account channel of mirror mode: differences between polls of the upstream are events.

const order = (id: string, status = 'LIVE', sizeMatched = '0') => ({ id, status, sizeMatched });

function harness(snapshots: (AccountSnapshot | null | Error)[]) {
  let vaultListener: (() => void) | null = null;
  let polls = 0;
  const events = createPolledAccountEvents({
    intervalMs: 1_000,
    snapshot: async () => {
      const next = snapshots[Math.min(polls++, snapshots.length - 1)]!;
      if (next instanceof Error) throw next;
      return next;
    },
    onVaultChange: (listener) => {
      vaultListener = listener;
      return () => (vaultListener = null);
    },
  });
  return { events, polls: () => polls, vaultChanged: () => vaultListener?.() };
}

let open: PolledAccountEvents | null = null;
afterEach(() => {
  open?.close();
  open = null;
  vi.useRealTimers();
});

async function tick(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1_000);
}

describe('the polled account channel', () => {
  it('reports new, changed and closed orders, new fills, then the balance', async () => {
    vi.useFakeTimers();
    const { events } = harness([
      { owner: 'a', orders: [order('1'), order('2')], tradeIds: ['t1'] },
      { owner: 'a', orders: [order('1', 'LIVE', '3'), order('3')], tradeIds: ['t2', 't1'] },
      { owner: 'a', orders: [order('1', 'LIVE', '3'), order('3')], tradeIds: ['t2', 't1'] },
    ]);
    open = events;
    const seen: AccountEvent[] = [];
    events.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([
      { type: 'order', orderId: '1', status: 'LIVE' },
      { type: 'order', orderId: '3', status: 'LIVE' },
      { type: 'order', orderId: '2', status: 'CLOSED' },
      { type: 'trade', tradeId: 't2' },
      { type: 'balance' },
    ]);
    seen.length = 0;
    await tick();
    expect(seen).toEqual([]);
  });

  it('skips failed polls and compares with the last snapshot read', async () => {
    vi.useFakeTimers();
    const { events } = harness([
      { owner: 'a', orders: [order('1')], tradeIds: [] },
      new Error('upstream unreachable'),
      { owner: 'a', orders: [], tradeIds: [] },
    ]);
    open = events;
    const seen: AccountEvent[] = [];
    events.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    await tick();
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([{ type: 'order', orderId: '1', status: 'CLOSED' }, { type: 'balance' }]);
  });

  it('reports all of the first snapshot after polls that failed before any was read', async () => {
    vi.useFakeTimers();
    const { events } = harness([
      new Error('no upstream credentials yet'),
      { owner: 'a', orders: [order('1')], tradeIds: ['t1'] },
    ]);
    open = events;
    const seen: AccountEvent[] = [];
    events.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([
      { type: 'order', orderId: '1', status: 'LIVE' },
      { type: 'trade', tradeId: 't1' },
      { type: 'balance' },
    ]);
  });

  it('tells of vault changes and does not compare across accounts', async () => {
    vi.useFakeTimers();
    const { events, vaultChanged } = harness([
      { owner: 'a', orders: [order('1')], tradeIds: [] },
      { owner: 'b', orders: [order('9')], tradeIds: [] },
    ]);
    open = events;
    const seen: AccountEvent[] = [];
    events.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    vaultChanged();
    await tick();
    expect(seen).toEqual([{ type: 'vault' }]);
  });

  it('polls once for every subscriber, and only while one watches', async () => {
    vi.useFakeTimers();
    const { events, polls } = harness([{ owner: 'a', orders: [], tradeIds: [] }]);
    open = events;
    const first = events.subscribe(() => undefined);
    const second = events.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    await tick();
    expect(polls()).toBe(2);
    first();
    second();
    await tick();
    await tick();
    expect(polls()).toBe(2);
  });

  it('awaits beforeTrades for the owner before a poll with new fills is delivered', async () => {
    vi.useFakeTimers();
    const refreshed: string[] = [];
    let release = () => {};
    const seen: AccountEvent[] = [];
    const snapshots: AccountSnapshot[] = [
      { owner: 'a', orders: [order('1')], tradeIds: [] },
      { owner: 'a', orders: [], tradeIds: [] },
      { owner: 'a', orders: [], tradeIds: ['t1'] },
    ];
    let polls = 0;
    open = createPolledAccountEvents({
      intervalMs: 1_000,
      snapshot: async () => snapshots[Math.min(polls++, snapshots.length - 1)]!,
      onVaultChange: () => () => undefined,
      beforeTrades: (owner) => {
        refreshed.push(owner);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    open.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    await tick();
    // An order closed without a fill: no refresh.
    expect(refreshed).toEqual([]);
    expect(seen).toEqual([{ type: 'order', orderId: '1', status: 'CLOSED' }, { type: 'balance' }]);
    seen.length = 0;
    await tick();
    expect(refreshed).toEqual(['a']);
    expect(seen).toEqual([]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ type: 'trade', tradeId: 't1' }, { type: 'balance' }]);
  });

  it('reports a change of what the account can commit alone as a balance event', async () => {
    vi.useFakeTimers();
    const { events } = harness([
      { owner: 'a', orders: [], tradeIds: [], available: 0 },
      { owner: 'a', orders: [], tradeIds: [], available: 0 },
      { owner: 'a', orders: [], tradeIds: [], available: 1_000_000_000 },
    ]);
    open = events;
    const seen: AccountEvent[] = [];
    events.subscribe((event) => seen.push(event));
    await vi.advanceTimersByTimeAsync(0);
    await tick();
    expect(seen).toEqual([]);
    await tick();
    expect(seen).toEqual([{ type: 'balance' }]);
  });
});
