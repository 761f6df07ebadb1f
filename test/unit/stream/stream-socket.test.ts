import type { Duplex } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { StreamSocket } from '../../../server/stream/stream-socket.js';

/** A connection whose output already holds `buffered` unsent bytes. */
function connection(buffered: number) {
  const ws = {
    readyState: WebSocket.OPEN,
    bufferedAmount: buffered,
    once: () => undefined,
    send: vi.fn(),
    close: vi.fn(),
  };
  const raw = { write: vi.fn() };
  const gone = vi.fn();
  const socket = new StreamSocket(
    ws as unknown as WebSocket,
    raw as unknown as Duplex,
    1_000,
    gone,
  );
  return { ws, raw, gone, socket };
}

describe('StreamSocket', () => {
  it('writes a pre-encoded frame raw while the output stays within its bound', () => {
    const { raw, ws, socket } = connection(900);
    const frame = Buffer.alloc(100);
    socket.sendFrame(frame);
    expect(raw.write).toHaveBeenCalledWith(frame);
    expect(ws.close).not.toHaveBeenCalled();
  });

  it('closes a slow consumer (1013) instead of queueing a frame past the bound, then sends nothing', () => {
    const { raw, ws, gone, socket } = connection(901);
    socket.sendFrame(Buffer.alloc(100));
    socket.send('late');
    expect(raw.write).not.toHaveBeenCalled();
    expect(ws.send).not.toHaveBeenCalled();
    expect(ws.close).toHaveBeenCalledWith(1013, 'slow consumer: too much unread output');
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
