// A stand-in for Electron's Linux distribution, for packaging where Electron's binary cannot be
// downloaded: the files electron-builder handles, and an executable that holds a fuse wire where
// Electron's binary holds it (after @electron/fuses' sentinel), in Electron's default states, so
// that electron-builder flips the fuses the configuration asks for exactly as it would.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The marker @electron/fuses looks for in Electron's binary; the wire follows it. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSE_WIRE_VERSION = 1;
const ENABLED = 0x31;
const DISABLED = 0x30;

/**
 * Electron's defaults, in the wire's order: run as node, cookie encryption, NODE_OPTIONS,
 * --inspect, asar integrity, only app.asar, browser V8 snapshot, file:// privileges, wasm trap
 * handlers.
 */
const DEFAULT_WIRE = [
  ENABLED,
  DISABLED,
  ENABLED,
  ENABLED,
  DISABLED,
  DISABLED,
  DISABLED,
  ENABLED,
  ENABLED,
];

export const STANDIN_NOTICE =
  'stand-in Electron: not a real binary, it only carries a fuse wire for electron-builder';

/** Writes the stand-in distribution into `dir`; answers `dir`. */
export function writeStandinElectron(dir: string, version: string): string {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const script = Buffer.from(`#!/bin/sh\necho '${STANDIN_NOTICE}' >&2\nexit 1\n# `, 'utf8');
  const wire = Buffer.from([FUSE_WIRE_VERSION, DEFAULT_WIRE.length, ...DEFAULT_WIRE]);
  const binary = join(dir, 'electron');
  writeFileSync(
    binary,
    Buffer.concat([script, Buffer.from(FUSE_SENTINEL), wire, Buffer.from('\n')]),
  );
  chmodSync(binary, 0o755);
  writeFileSync(join(dir, 'chrome-sandbox'), '');
  writeFileSync(join(dir, 'version'), `v${version}`);
  writeFileSync(join(dir, 'LICENSE'), 'stand-in\n');
  writeFileSync(join(dir, 'LICENSES.chromium.html'), '<p>stand-in</p>\n');
  return dir;
}
