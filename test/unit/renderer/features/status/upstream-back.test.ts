import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createUpstreamBackWatch,
  refetchFailed,
} from '../../../../../renderer/features/status/upstream-back.js';

describe('createUpstreamBackWatch', () => {
  it('answers true once per return of the upstream, never on the first reading', () => {
    const cameBack = createUpstreamBackWatch();
    expect([undefined, true, true].map(cameBack)).toEqual([false, false, false]);
    expect([false, false, undefined, true, true].map(cameBack)).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect([false, true].map(cameBack)).toEqual([false, true]);
  });

  it('never answers true in local-venue mode (online is null)', () => {
    const cameBack = createUpstreamBackWatch();
    expect([null, null, undefined, null].map(cameBack)).toEqual([false, false, false, false]);
  });
});

describe('refetchFailed', () => {
  it('fetches the failed watched queries again and leaves the others alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let upstreamUp = false;
    const calls = { failing: 0, fine: 0 };
    const failing = new QueryObserver(client, {
      queryKey: ['chart'],
      queryFn: () => {
        calls.failing += 1;
        if (!upstreamUp) throw new Error('upstream unreachable');
        return 'prices';
      },
    });
    const fine = new QueryObserver(client, {
      queryKey: ['catalog'],
      queryFn: () => ((calls.fine += 1), 'markets'),
      staleTime: Infinity,
    });
    const stops = [failing.subscribe(() => undefined), fine.subscribe(() => undefined)];
    await expect.poll(() => failing.getCurrentResult().status).toBe('error');
    await expect.poll(() => fine.getCurrentResult().status).toBe('success');

    upstreamUp = true;
    await refetchFailed(client);
    expect(failing.getCurrentResult().data).toBe('prices');
    expect(calls).toEqual({ failing: 2, fine: 1 });
    for (const stop of stops) stop();
    client.clear();
  });
});
