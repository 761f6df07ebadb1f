import { createRequire } from 'node:module';
import { sep } from 'node:path';

/**
 * The path a worker thread must load `file` from. Inside a packaged app a module resolves to a
 * path in `app.asar`, an archive that a native addon cannot be loaded from; the packaging
 * unpacks the workers' modules (`asarUnpack`, docs/desktop-packaging.md) to the same relative
 * paths under `app.asar.unpacked`, beside the archive, so that path is a real file. A path
 * outside an archive (the checkout, the tests) is kept. `separator` is the platform's.
 */
export function unpackedPath(file: string, separator: string = sep): string {
  const archive = `${separator}app.asar${separator}`;
  const at = file.indexOf(archive);
  if (at < 0) return file;
  const unpacked = `${separator}app.asar.unpacked${separator}`;
  return file.slice(0, at) + unpacked + file.slice(at + archive.length);
}

/** Resolves `specifier` from `fromUrl` (an `import.meta.url`) to a file a worker thread can load. */
export function resolveWorkerModule(fromUrl: string, specifier: string): string {
  return unpackedPath(createRequire(fromUrl).resolve(specifier));
}
