import type { WebSocketServer } from 'ws';
import { CLOSE_GOING_AWAY } from './limits.js';

/**
 * Shuts a WebSocket server down: every client is told the service is going away (1001), those
 * that do not close within the grace period are terminated, then the server itself closes.
 */
export async function closeWebSocketServer(wss: WebSocketServer, graceMs: number): Promise<void> {
  const closed = [...wss.clients].map(
    (ws) =>
      new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(CLOSE_GOING_AWAY, 'service shutting down');
      }),
  );
  const grace = setTimeout(() => {
    for (const ws of wss.clients) ws.terminate();
  }, graceMs);
  await Promise.all(closed);
  clearTimeout(grace);
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}
