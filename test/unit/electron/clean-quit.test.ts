import { describe, expect, it, vi } from 'vitest';
import { installCleanQuit } from '../../../electron/main/clean-quit.js';

function fakeApp() {
  let willQuit: ((event: { preventDefault(): void }) => void) | null = null;
  const app = {
    quit: vi.fn(() => app.tryQuit()),
    on: (_event: 'will-quit', listener: (event: { preventDefault(): void }) => void) =>
      (willQuit = listener),
    /** Returns whether the quit went through, its windows being closed. */
    tryQuit() {
      let prevented = false;
      willQuit?.({ preventDefault: () => (prevented = true) });
      return !prevented;
    },
  };
  return app;
}

describe('installCleanQuit', () => {
  it('holds the quit until the service has stopped, then quits once', async () => {
    const app = fakeApp();
    let finish: () => void = () => undefined;
    const stop = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    installCleanQuit(app, stop, vi.fn());
    expect(app.tryQuit()).toBe(false);
    expect(app.tryQuit()).toBe(false);
    expect(stop).toHaveBeenCalledOnce();
    expect(app.quit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce());
    expect(app.quit.mock.results[0]?.value).toBe(true);
  });

  it('still quits when stopping fails, and logs why', async () => {
    const app = fakeApp();
    const log = vi.fn();
    installCleanQuit(app, () => Promise.reject(new Error('disk gone')), log);
    app.tryQuit();
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalledOnce());
    expect(log).toHaveBeenCalledWith(expect.stringContaining('disk gone'));
  });
});
