/**
 * A complete WebSocket text frame as a server sends it (RFC 6455 section 5.2: FIN, opcode 1,
 * unmasked, 7-, 16- or 64-bit payload length). A fan-out encodes a frame once and writes the
 * same bytes to every subscriber's socket.
 */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerBytes = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerBytes + length);
  frame[0] = 0x81;
  if (headerBytes === 2) frame[1] = length;
  else if (headerBytes === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerBytes, 'utf8');
  return frame;
}
