import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { textFrame } from '../../../server/stream/text-frame.js';

// ws's frame parser, which its types leave out.
const { Receiver } = createRequire(import.meta.url)('ws') as {
  Receiver: new (options: { isServer: boolean }) => Writable;
};

/** What `ws`'s own frame parser (a client's) reads from the bytes. */
function parsed(frame: Buffer): Promise<{ text: string; binary: boolean }> {
  return new Promise((resolve, reject) => {
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data: Buffer, binary: boolean) =>
      resolve({ text: data.toString(), binary }),
    );
    receiver.on('error', reject);
    receiver.write(frame);
  });
}

describe('textFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'encodes a %i-byte payload as one unmasked text frame',
    async (bytes) => {
      const text = 'é'.repeat(Math.floor(bytes / 2)) + 'x'.repeat(bytes % 2);
      const frame = textFrame(text);
      expect(frame[0]).toBe(0x81);
      expect(frame[1]! & 0x80).toBe(0);
      expect(await parsed(frame)).toEqual({ text, binary: false });
    },
  );
});
