/**
 * `fn` as it is, but calling `onCall` first: a `vi.mock` factory wraps a module's export with it
 * to count what the code under test builds or compiles, each still the real thing.
 */
export const countedCalls =
  <A extends unknown[], R>(fn: (...args: A) => R, onCall: () => void) =>
  (...args: A): R => {
    onCall();
    return fn(...args);
  };
