import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import { CLOSE_TRY_AGAIN_LATER } from './limits.js';

/**
 * One client connection's output side. Every frame goes through `send`, which drops a consumer
 * that does not read: once its unsent output would pass the bound it is closed with 1013 and
 * nothing more is queued for it, so a slow reader costs at most the bound.
 */
export class StreamSocket {
  private closing = false;

  /**
   * `raw` is the connection's socket under `ws`, for frames encoded once for many connections
   * (`sendFrame`). `ws` writes its own frames straight to it too (no compression is negotiated),
   * so both keep their order, and `ws.bufferedAmount` counts both.
   */
  constructor(
    readonly ws: WebSocket,
    private readonly raw: Duplex,
    private readonly maxBufferedBytes: number,
    private readonly onGone: () => void,
  ) {
    ws.once('close', () => this.drop());
  }

  get open(): boolean {
    return !this.closing && this.ws.readyState === WebSocket.OPEN;
  }

  /** A text message. */
  send(text: string): void {
    if (this.fits(Buffer.byteLength(text))) this.ws.send(text);
  }

  /** A complete text frame (text-frame.ts), encoded once for many connections. */
  sendFrame(frame: Buffer): void {
    if (this.fits(frame.length)) this.raw.write(frame);
  }

  sendJson(message: object): void {
    this.send(JSON.stringify(message));
  }

  /** An error message; the connection stays open. */
  sendError(problem: string): void {
    this.sendJson({ event_type: 'error', error: problem });
  }

  /** Whether `bytes` more may be queued; a connection past its bound is closed (1013). */
  private fits(bytes: number): boolean {
    if (!this.open) return false;
    if (this.ws.bufferedAmount + bytes <= this.maxBufferedBytes) return true;
    this.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer: too much unread output');
    return false;
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
