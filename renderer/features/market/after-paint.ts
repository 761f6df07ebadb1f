/**
 * Runs `callback` just after the browser paints the current frame. Called while a frame is
 * being prepared (a requestAnimationFrame callback, or a commit made in one), a posted
 * message is handled once that frame's rendering is done.
 */
export function afterPaint(callback: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}
