import { createKeccak } from 'hash-wasm';

// hash-wasm's WebAssembly keccak is much faster than pure-JS keccak on short inputs
// (docs/benchmarks.md), which matters because every order costs three hashes. Its hasher is
// stateful, which is safe here because each call runs init/update/digest synchronously.
const hasher = await createKeccak(256);

/** Keccak-256 (Ethereum's hash, not NIST SHA3-256) of the bytes. */
export function keccak256(data: Uint8Array): Uint8Array {
  return hasher.init().update(data).digest('binary');
}

const utf8 = new TextEncoder();

export const keccakUtf8 = (text: string): Uint8Array => keccak256(utf8.encode(text));
