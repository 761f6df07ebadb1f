import WebSocket from 'ws';
import { CLOSE_TRY_AGAIN_LATER } from './limits.js';

/**
 * One client connection's output side. Every frame goes through `send`, which drops a consumer
 * that does not read: once its unsent output would pass the bound it is closed with 1013 and
 * nothing more is queued for it, so a slow reader costs at most the bound.
 */
export class StreamSocket {
  private closing = false;

  constructor(
    readonly ws: WebSocket,
    private readonly maxBufferedBytes: number,
    private readonly onGone: () => void,
  ) {
    ws.once('close', () => this.drop());
  }

  get open(): boolean {
    return !this.closing && this.ws.readyState === WebSocket.OPEN;
  }

  /** A text frame; a Buffer is sent as text too (a fan-out encodes its frame once). */
  send(frame: string | Buffer): void {
    if (!this.open) return;
    const size = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length;
    if (this.ws.bufferedAmount + size > this.maxBufferedBytes) {
      this.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer: too much unread output');
      return;
    }
    this.ws.send(frame, { binary: false });
  }

  sendJson(message: object): void {
    this.send(JSON.stringify(message));
  }

  /** An error message; the connection stays open. */
  sendError(problem: string): void {
    this.sendJson({ event_type: 'error', error: problem });
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.drop();
    this.ws.close(code, reason);
  }

  private drop(): void {
    if (this.closing) return;
    this.closing = true;
    this.onGone();
  }
}
