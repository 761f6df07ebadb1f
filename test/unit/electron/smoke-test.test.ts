import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmokeTest } from '../../../electron/main/smoke-test.js';

function fakeEnd() {
  const lines: string[] = [];
  return {
    lines,
    quit: vi.fn(),
    exit: vi.fn(),
    print: (line: string) => void lines.push(line),
  };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the packaged app’s smoke test', () => {
  it('quits cleanly once the service runs and the terminal is connected, in either order', () => {
    const end = fakeEnd();
    const smoke = startSmokeTest(end, 1_000);
    smoke.terminalConnected();
    smoke.serviceState({ state: 'starting' });
    expect(end.quit).not.toHaveBeenCalled();
    smoke.serviceState({ state: 'running', apiUrl: 'http://127.0.0.1:5000' });
    expect(end.quit).toHaveBeenCalledOnce();
    expect(end.exit).not.toHaveBeenCalled();
    expect(end.lines).toEqual([
      'smoke test: started',
      'smoke test: the terminal is connected to the service',
      'smoke test: service running (HTTP API http://127.0.0.1:5000)',
      'smoke test: passed; quitting',
    ]);
    vi.advanceTimersByTime(5_000);
    expect(end.exit).not.toHaveBeenCalled();
  });

  it('fails with exit 1 when the service gives up, naming why', () => {
    const end = fakeEnd();
    const smoke = startSmokeTest(end, 1_000);
    smoke.serviceState({ state: 'failed', reason: 'NODE_MODULE_VERSION 115', logFile: '/l' });
    smoke.terminalConnected();
    expect(end.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(end.quit).not.toHaveBeenCalled();
    expect(end.lines.at(-1)).toBe(
      'smoke test: failed: the service failed: NODE_MODULE_VERSION 115',
    );
  });

  it('fails when the page does not load, or when nothing is ready in time', () => {
    const failedLoad = fakeEnd();
    startSmokeTest(failedLoad, 1_000).windowLoadFailed(
      'marketdesk://app/app/index.html: ERR_FAILED (-2)',
    );
    expect(failedLoad.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(failedLoad.lines.at(-1)).toContain('the window did not load: marketdesk://app');

    const late = fakeEnd();
    startSmokeTest(late, 1_000).serviceState({ state: 'running', apiUrl: null });
    vi.advanceTimersByTime(999);
    expect(late.exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late.exit).toHaveBeenCalledExactlyOnceWith(1);
    expect(late.lines.at(-1)).toBe('smoke test: failed: no connected terminal within 1 s');
  });
});
