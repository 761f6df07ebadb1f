/**
 * Runs `callback` just after the browser paints the frame being prepared: a message posted
 * during a frame is handled once that frame's rendering is done.
 */
export function afterPaint(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  requestAnimationFrame(() => channel.port2.postMessage(null));
}
