import { createRequire } from 'node:module';
import { keccak256 as keccak256Hex } from 'ethers/crypto';
import { getBytes } from 'ethers/utils';
import type { IHasher } from 'hash-wasm';

/**
 * hash-wasm's keccak build alone. The package's entry is a UMD file of every algorithm that
 * the ES module loader would read and scan for its exports at every start-up.
 */
export const KECCAK_MODULE = 'hash-wasm/dist/keccak.umd.min.js';

const { createKeccak } = createRequire(import.meta.url)(KECCAK_MODULE) as {
  createKeccak(bits: 256): Promise<IHasher>;
};

// hash-wasm's WebAssembly keccak is much faster than pure-JS keccak on short inputs
// (docs/benchmarks.md), which matters because every order costs three hashes. Its hasher is
// stateful, which is safe here because each call runs init/update/digest synchronously. It
// loads asynchronously: the few hashes taken while the modules load (their constant type
// hashes) go through ethers' JavaScript keccak, with the same result.
let hasher: IHasher | null = null;

/** Settles once the WebAssembly hasher is in use, or failed to load (JavaScript goes on). */
export const keccakLoaded: Promise<void> = createKeccak(256).then(
  (loaded) => {
    hasher = loaded;
  },
  (error: unknown) =>
    console.warn(`keccak: WebAssembly unavailable, hashing in JavaScript: ${error}`),
);

/** Keccak-256 (Ethereum's hash, not NIST SHA3-256) of the bytes. */
export function keccak256(data: Uint8Array): Uint8Array {
  return hasher ? hasher.init().update(data).digest('binary') : getBytes(keccak256Hex(data));
}

const utf8 = new TextEncoder();

export const keccakUtf8 = (text: string): Uint8Array => keccak256(utf8.encode(text));
