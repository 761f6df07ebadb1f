/**
 * Loads ICU's data on a worker thread (intl-warm-up.worker.ts says why). Where workers are
 * missing (test DOMs) or refused, the first formatter loads it as before.
 */
export function warmUpIntl(): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onerror = () => worker.terminate();
  } catch {
    // A worker the page may not start only costs the wait this would have saved.
  }
}
