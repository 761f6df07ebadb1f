export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
  now(): number;
}

export const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  now: () => performance.now(),
};

export interface FrameBatcher<T> {
  push(item: T): void;
  /** Drops what is waiting and the scheduled frame. */
  cancel(): void;
}

/**
 * Collects items between animation frames and hands each frame's items to `flush` at once,
 * with the arrival time of the first of them (for the paint latency measure).
 */
export function createFrameBatcher<T>(
  flush: (items: T[], firstArrival: number) => void,
  frames: FrameScheduler = browserFrames,
): FrameBatcher<T> {
  let items: T[] = [];
  let firstArrival = 0;
  let handle: number | null = null;
  const run = () => {
    handle = null;
    const batch = items;
    items = [];
    if (batch.length > 0) flush(batch, firstArrival);
  };
  return {
    push(item) {
      if (items.length === 0) firstArrival = frames.now();
      items.push(item);
      if (handle === null) handle = frames.request(run);
    },
    cancel() {
      if (handle !== null) frames.cancel(handle);
      handle = null;
      items = [];
    },
  };
}
