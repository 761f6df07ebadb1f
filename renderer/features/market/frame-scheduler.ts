/** Animation frames, behind an interface so tests run them by hand. */
export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(handle: number): void;
  now(): number;
}

/** The browser's frames; they pause while the page is hidden, so nothing renders then. */
export const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
  now: () => performance.now(),
};
