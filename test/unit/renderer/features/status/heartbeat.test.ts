// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeartbeat } from '../../../../../renderer/features/status/api/heartbeat.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { serviceStatus } from '../../components/support/fixtures.js';
import { renderHookWithProviders, resetRenderer } from '../../components/support/render.js';

const CONNECTING_MS = 60;
const BUSY_MS = 60;

afterEach(() => {
  resetRenderer();
  vi.unstubAllGlobals();
});

describe('the heartbeat', () => {
  it('times the service, not the connection it waited for', async () => {
    const fake = createFakeTransport();
    fake.setState('connecting');
    // As the socket does: a call made while connecting is answered once it is open.
    let open!: () => void;
    const isOpen = new Promise<void>((resolve) => (open = resolve));
    fake.answer('service.status', () => isOpen.then(() => serviceStatus()));
    const beat = renderHookWithProviders(() => useHeartbeat(), fake);
    await new Promise((resolve) => setTimeout(resolve, CONNECTING_MS));
    act(() => {
      fake.setState('open');
      open();
    });
    await waitFor(() => expect(beat.result.current.data).toBeDefined());
    expect(beat.result.current.data!.latencyMs).toBeLessThan(CONNECTING_MS / 2);
    expect(fake.callsOf('service.status')).toHaveLength(1);
  });

  it('times the service, not a page too busy to read its answer', async () => {
    // A page busy with its first screen: idle callbacks wait for it, and so would an answer.
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let busy = true;
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    const fake = createFakeTransport({
      'service.status': () => (busy ? freed.then(() => serviceStatus()) : serviceStatus()),
    });
    const beat = renderHookWithProviders(() => useHeartbeat(), fake);
    await new Promise((resolve) => setTimeout(resolve, BUSY_MS));
    act(() => {
      busy = false;
      free();
      for (const callback of idleCallbacks.splice(0)) callback();
    });
    await waitFor(() => expect(beat.result.current.data).toBeDefined());
    expect(beat.result.current.data!.latencyMs).toBeLessThan(BUSY_MS / 2);
  });
});
