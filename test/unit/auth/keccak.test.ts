import { describe, expect, it, vi } from 'vitest';

// Known Keccak-256 digests (Ethereum's keccak256).
const VECTORS: [string, string][] = [
  ['', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
  ['abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
];

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('keccak256', () => {
  it('hashes the same while its WebAssembly loads (in JavaScript) and once it has', async () => {
    vi.resetModules();
    const keccak = await import('../../../server/auth/keccak.js');
    const early = VECTORS.map(([text]) => hex(keccak.keccakUtf8(text)));
    await keccak.keccakLoaded;
    const loaded = VECTORS.map(([text]) => hex(keccak.keccakUtf8(text)));
    expect(early).toEqual(VECTORS.map(([, digest]) => digest));
    expect(loaded).toEqual(early);
    const long = new Uint8Array(1_000).map((_, i) => i % 251);
    expect(hex(keccak.keccak256(long))).toBe(
      (await import('ethers/crypto')).keccak256(long).slice(2),
    );
  });
});
