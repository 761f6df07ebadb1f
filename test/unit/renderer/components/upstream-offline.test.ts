// @vitest-environment jsdom
import { createElement } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MirrorStatus } from '../../../../server/contract/index.js';
import { ModeIndicator } from '../../../../renderer/features/status/components/mode-indicator.js';
import {
  setUpstreamOnline,
  useUpstreamOfflineSince,
} from '../../../../renderer/lib/upstream-state.js';
import { createFakeTransport } from './support/fake-transport.js';
import { renderWithProviders, resetRenderer } from './support/render.js';

afterEach(() => {
  setUpstreamOnline(null);
  resetRenderer();
});

const status = (online: boolean): MirrorStatus => ({
  mode: 'mirror',
  upstream: { catalog: 'https://v', data: 'https://v', clob: 'https://v' },
  online,
  lastContactAt: null,
  lastError: online ? null : 'connect ETIMEDOUT',
  sync: null,
});

describe("a mirror's venue that stops answering", () => {
  it('is taken from the mirror status into what the stale notes and the guard read', async () => {
    const fake = createFakeTransport({ 'mirror.status': status(false) });
    renderWithProviders(createElement(ModeIndicator, { service: undefined }), fake);
    const since = renderHook(() => useUpstreamOfflineSince());
    await waitFor(() => expect(since.result.current).not.toBeNull());

    setUpstreamOnline(true);
    since.rerender();
    expect(since.result.current).toBeNull();
  });

  it('keeps the first moment it was seen offline', () => {
    setUpstreamOnline(false, 1_000);
    setUpstreamOnline(false, 5_000);
    const since = renderHook(() => useUpstreamOfflineSince());
    expect(since.result.current).toBe(1_000);
  });
});
