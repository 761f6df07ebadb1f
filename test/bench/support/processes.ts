import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the `listening on` line. */
  startupMs: number;
}

/** Spawns a server process and waits for its `listening on URL` line. */
export function spawnServer(args: string[], timeoutMs = 60_000): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no listening line from ${args.join(' ')}`)),
      timeoutMs,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], startupMs: performance.now() - started });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * The built service (`npm run build:server`) on `dataDir`, without rate limits, market-making
 * agents (they would trade on the measured books and share the CPU) or the demo's seeded
 * history (the benchmarks measure an empty ledger, as they always have). BENCH_CPU_PROF=DIR writes
 * a CPU profile of it into DIR.
 */
export function spawnBenchService(dataDir: string): Promise<ServerProcess> {
  const profileDir = process.env['BENCH_CPU_PROF'];
  return spawnServer([
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    'dist/server/main.js',
    'serve',
    '--data-dir',
    dataDir,
    '--port',
    '0',
    '--no-rate-limits',
    '--no-liquidity',
    '--no-history',
  ]);
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  await exited;
}

/** Peak resident set size (VmHWM) of a process in MB, from /proc. */
export function peakRssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
