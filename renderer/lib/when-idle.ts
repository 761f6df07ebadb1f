/**
 * Runs `callback` once the page is idle (no task or frame due), or after `timeoutMs` on a page
 * that never is; at once where the browser has no idle callbacks. Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}

/** Resolves once the page is idle, or after `timeoutMs` (whenIdle). */
export const pageIdle = (timeoutMs: number): Promise<void> =>
  new Promise((resolve) => whenIdle(resolve, timeoutMs));
