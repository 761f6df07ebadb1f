interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>;
}

const taskScheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;

/**
 * Runs `callback` just after the browser paints the current frame. Called while a frame is
 * being prepared (a requestAnimationFrame callback, or a commit made in one), a task posted
 * now runs once that frame's rendering is done. It is posted at the highest priority where
 * the browser has one, so work others queued meanwhile (another component's render, say)
 * does not count as this frame's paint.
 */
export function afterPaint(callback: () => void): void {
  if (typeof taskScheduler?.postTask === 'function') {
    void taskScheduler.postTask(callback, { priority: 'user-blocking' });
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
