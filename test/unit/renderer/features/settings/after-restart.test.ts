import { describe, expect, it, vi } from 'vitest';
import { whenServiceBack } from '../../../../../renderer/features/settings/after-restart.js';
import type { ConnectionState } from '../../../../../renderer/lib/transport.js';

function fakeTransport(initial: ConnectionState) {
  let state = initial;
  const listeners = new Set<(state: ConnectionState) => void>();
  return {
    state: () => state,
    onState(listener: (state: ConnectionState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: ConnectionState) {
      state = next;
      for (const listener of [...listeners]) listener(next);
    },
    listeners,
  };
}

describe('whenServiceBack', () => {
  it('calls back once the channel drops and opens again, then stops watching', () => {
    const transport = fakeTransport('open');
    const onBack = vi.fn();
    whenServiceBack(transport, onBack);
    transport.set('open');
    expect(onBack).not.toHaveBeenCalled();
    transport.set('reconnecting');
    transport.set('reconnecting');
    expect(onBack).not.toHaveBeenCalled();
    transport.set('open');
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(transport.listeners.size).toBe(0);
    transport.set('reconnecting');
    transport.set('open');
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('can be stopped before the service is back', () => {
    const transport = fakeTransport('open');
    const onBack = vi.fn();
    const stop = whenServiceBack(transport, onBack);
    transport.set('reconnecting');
    stop();
    transport.set('open');
    expect(onBack).not.toHaveBeenCalled();
  });
});
