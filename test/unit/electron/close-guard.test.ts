import { describe, expect, it, vi } from 'vitest';
import { guardUnload } from '../../../electron/main/close-guard.js';

function fakeContents() {
  let listener: ((event: { preventDefault(): void }) => void) | null = null;
  return {
    on: (_event: 'will-prevent-unload', handler: typeof listener) => (listener = handler),
    /** The page holds its unload back; answers whether the shell let it go anyway. */
    pageHoldsBack() {
      let released = false;
      listener?.({ preventDefault: () => (released = true) });
      return released;
    },
  };
}

describe('guardUnload', () => {
  it('asks before closing a page that holds back, and closes only if the trader says so', () => {
    const contents = fakeContents();
    const ask = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    guardUnload(contents, ask);
    expect(contents.pageHoldsBack()).toBe(false);
    expect(contents.pageHoldsBack()).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
