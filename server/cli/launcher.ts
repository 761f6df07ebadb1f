// `node dist/server/main.js`: starts the service's bundle (service.cjs, beside this file) from
// V8's code cache when one was written for this very bundle. Compiling the bundle was the
// largest part of start-up, and Node 20 keeps no compiled code between runs by itself. A start
// without a usable cache that runs a few seconds writes one then, when it holds every function
// start-up compiled (a shorter run, such as a one-off command, would leave one without the
// service's code, which the next start would keep). Its name carries a hash of the bundle and
// of the V8 version, so a rebuilt bundle or another Node never meets a stale one. A directory
// that cannot be written (an installed copy) just starts without a cache.
import {
  accessSync,
  constants,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { CODE_CACHE_SUFFIX, codeCacheName } from './code-cache-name.js';

/** When a start without a cache writes one: after start-up, while the service runs. */
const WRITE_AFTER_MS = Number(process.env['MARKETDESK_CODE_CACHE_AFTER_MS'] ?? 5_000);

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, 'service.cjs');
const bytes = readFileSync(bundle);
// ASCII only (scripts/service-bundle.mjs): read as Latin-1, the bytes are the characters.
const source = bytes.toString('latin1');
const cacheFile = join(here, codeCacheName(bytes));

function readCache(): Buffer | undefined {
  try {
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}

const writable = (): boolean => {
  try {
    accessSync(here, constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/** Writes the cache whole (a rename), then drops those of other bundles and stray partials. */
function writeCache(data: Buffer): void {
  const partial = `${cacheFile}.${process.pid}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, cacheFile);
    for (const name of readdirSync(here)) {
      const file = join(here, name);
      if (name.startsWith('service.') && name.includes(CODE_CACHE_SUFFIX) && file !== cacheFile) {
        rmSync(file, { force: true });
      }
    }
  } catch {
    // Not writable: every start compiles the bundle, as without a cache.
    rmSync(partial, { force: true });
  }
}

const cachedData = readCache();
// The CommonJS wrapper on the bundle's first line: its line numbers stay those of the file.
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
  { filename: bundle, cachedData },
);
if ((cachedData === undefined || script.cachedDataRejected === true) && writable()) {
  setTimeout(() => writeCache(script.createCachedData()), WRITE_AFTER_MS).unref();
}
const module = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(
  module.exports,
  createRequire(bundle),
  module,
  bundle,
  here,
);
