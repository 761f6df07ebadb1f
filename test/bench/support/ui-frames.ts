// In-page measurements of the UI bench, run by page.evaluate: frame times while scrolling,
// the frame latency of a task with nothing else to paint, the User Timing the renderer records,
// and the renderer's heap through the DevTools protocol.
import type { Page, Route } from 'playwright-core';

/** The value below which `fraction` of the samples fall (nearest rank). */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? NaN;
}

export interface ScrollRun {
  /** requestAnimationFrame deltas, ms. */
  frames: number[];
  /** Pixels actually scrolled. */
  scrolledPx: number;
}

/**
 * Scrolls the first scrollable element at or inside `[data-testid=<testId>]` down at a steady
 * `pxPerSecond` for `ms`, one step per animation frame, recording the time between frames.
 */
export function scrollFrames(
  page: Page,
  testId: string,
  pxPerSecond: number,
  ms: number,
): Promise<ScrollRun> {
  return page.evaluate(
    ({ testId, pxPerSecond, ms }) => {
      const root = document.querySelector(`[data-testid="${testId}"]`);
      if (!root) throw new Error(`no [data-testid="${testId}"]`);
      const candidates = [root, ...root.querySelectorAll('*')];
      const scroller = candidates.find((element) => {
        const overflow = getComputedStyle(element).overflowY;
        return (
          (overflow === 'auto' || overflow === 'scroll') &&
          element.scrollHeight > element.clientHeight + 1
        );
      });
      if (!scroller) throw new Error(`nothing scrollable in [data-testid="${testId}"]`);
      return new Promise<ScrollRun>((resolve) => {
        const frames: number[] = [];
        const startTop = scroller.scrollTop;
        let position = startTop;
        let started: number | undefined;
        let last: number | undefined;
        const frame = (now: number) => {
          if (last !== undefined) frames.push(now - last);
          started ??= now;
          if (last !== undefined) position += (pxPerSecond * (now - last)) / 1000;
          last = now;
          scroller.scrollTop = position;
          if (now - started < ms) requestAnimationFrame(frame);
          else resolve({ frames, scrolledPx: scroller.scrollTop - startTop });
        };
        requestAnimationFrame(frame);
      });
    },
    { testId, pxPerSecond, ms },
  );
}

const ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};

/**
 * Serves the document at `url` (or `html` in its place) to `page` cross-origin isolated, and
 * answers the function that stops doing so. Outside isolation Chromium rounds timestamps to
 * 0.1 ms, so steady 60 Hz frames read as 16.6, 16.7 or 16.8 ms and a p95 frame time compared
 * with 16.7 ms would be decided by that rounding. A document served this way has no address
 * space of its own, so the browser must run without LOCAL_NETWORK_FLAG's checks to let it
 * reach the local service.
 */
export async function isolateDocument(
  page: Page,
  url: string,
  html?: string,
): Promise<() => Promise<void>> {
  const document = new URL(url);
  document.hash = '';
  const matches = (requested: URL) => requested.href === document.href;
  const handler = async (route: Route) => {
    if (html !== undefined) {
      await route.fulfill({ contentType: 'text/html', headers: ISOLATION_HEADERS, body: html });
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...ISOLATION_HEADERS } });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

export const LOCAL_NETWORK_FLAG = '--disable-features=LocalNetworkAccessChecks';

/** Throws unless the page has the fine clock (see isolateDocument). */
export async function assertIsolated(page: Page): Promise<void> {
  if (!(await page.evaluate(() => globalThis.crossOriginIsolated))) {
    throw new Error(`${page.url()} is not cross-origin isolated: its clock is coarse`);
  }
}

/** An empty page with one tall scrollable box of the given id, for the frame-time floor. */
export const emptyScrollPage = (testId: string) =>
  `<!doctype html><html><body style="margin:0">` +
  `<div data-testid="${testId}" style="height:100vh;overflow-y:auto">` +
  `<div style="height:10000000px"></div></div></body></html>`;

/**
 * `perSecond` tasks a second for `ms`, each asking for an animation frame: the time from the
 * task to its frame callback (what an update that arrives and paints at once must wait).
 */
export function taskToFrameLatency(page: Page, perSecond: number, ms: number): Promise<number[]> {
  return page.evaluate(
    ({ perSecond, ms }) =>
      new Promise<number[]>((resolve) => {
        const latencies: number[] = [];
        const timer = setInterval(() => {
          const arrived = performance.now();
          requestAnimationFrame(() => latencies.push(performance.now() - arrived));
        }, 1000 / perSecond);
        setTimeout(() => {
          clearInterval(timer);
          setTimeout(() => resolve(latencies), 100);
        }, ms);
      }),
    { perSecond, ms },
  );
}

/** The durations of the User Timing measures named `name`, then clears them. */
export const takeMeasures = (page: Page, name: string): Promise<number[]> =>
  page.evaluate((name) => {
    const durations = performance.getEntriesByName(name, 'measure').map((e) => e.duration);
    performance.clearMeasures(name);
    return durations;
  }, name);

/** The renderer's JavaScript heap in use after a full collection, bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('HeapProfiler.collectGarbage');
    const { usedSize } = await session.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await session.detach();
  }
}
