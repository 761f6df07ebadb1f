// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeartbeat } from '../../../../../renderer/features/status/api/heartbeat.js';
import { TransportProvider } from '../../../../../renderer/lib/transport-context.js';
import { createFakeTransport } from '../../components/support/fake-transport.js';
import { serviceStatus } from '../../components/support/fixtures.js';

const CONNECTING_MS = 60;

let client: QueryClient;
let unmount: () => void;
afterEach(() => {
  unmount();
  client.clear();
});

describe('the heartbeat', () => {
  it('times the service, not the connection it waited for', async () => {
    const fake = createFakeTransport();
    fake.setState('connecting');
    // As the socket does: a call made while connecting is answered once it is open.
    let open!: () => void;
    const isOpen = new Promise<void>((resolve) => (open = resolve));
    fake.answer('service.status', () => isOpen.then(() => serviceStatus()));
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(TransportProvider, {
        transport: fake.transport,
        children: createElement(QueryClientProvider, { client }, children),
      });
    const beat = renderHook(() => useHeartbeat(), { wrapper });
    unmount = beat.unmount;
    await new Promise((resolve) => setTimeout(resolve, CONNECTING_MS));
    act(() => {
      fake.setState('open');
      open();
    });
    await waitFor(() => expect(beat.result.current.data).toBeDefined());
    expect(beat.result.current.data!.latencyMs).toBeLessThan(CONNECTING_MS / 2);
    expect(fake.callsOf('service.status')).toHaveLength(1);
  });
});
