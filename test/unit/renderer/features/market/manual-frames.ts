import type { FrameScheduler } from '../../../../../renderer/features/market/frame-scheduler.js';

/** Frames run only when the test says so; time is whatever the test sets. */
export function manualFrames() {
  let time = 0;
  let next = 1;
  const callbacks = new Map<number, () => void>();
  const frames: FrameScheduler = {
    request: (callback) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle) => callbacks.delete(handle),
    now: () => time,
  };
  return {
    frames,
    setTime: (value: number) => (time = value),
    pendingFrames: () => callbacks.size,
    runFrame: () => {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback();
    },
  };
}
