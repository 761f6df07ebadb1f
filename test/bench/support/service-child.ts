// The built-from-source service (server/host/compose.ts, run by tsx) in a child process that reports
// on itself over IPC: its memory after a full GC and its event-loop delay, for benchmarks that
// must show how the service behaves under load, not only how fast it answers.
// BENCH_CPU_PROF=DIR writes a CPU profile of it into DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// `memory` answers process.memoryUsage() after a full GC, `loop` the event-loop delay since the
// last `loop` (ms), `stop` closes the service and exits.
const SERVICE = `
const { monitorEventLoopDelay } = await import('node:perf_hooks');
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const { startService } = await import(process.env.COMPOSE_URL);
const { defaultConfig } = await import(process.env.CONFIG_URL);
const service = await startService({ ...defaultConfig(), dataDir: process.env.DATA_DIR, port: 0,
  rateLimits: null, liquidity: false, history: false });
console.log('listening on ' + service.url);
process.on('message', async (message) => {
  if (message === 'memory') { globalThis.gc(); process.send(process.memoryUsage()); }
  if (message === 'loop') {
    process.send({ p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
    loop.reset();
  }
  if (message === 'stop') { await service.close(); process.exit(0); }
});`;

export interface LoopDelay {
  p99: number;
  max: number;
}

export interface ServiceChild {
  child: ChildProcess;
  url: string;
  memory(): Promise<NodeJS.MemoryUsage>;
  loopDelay(): Promise<LoopDelay>;
  stop(): Promise<void>;
}

/** A service on a fresh data dir (demo catalog, no history, rate limits or simulated liquidity). */
export async function startServiceChild(dataDir: string): Promise<ServiceChild> {
  const source = (path: string) => new URL(path, import.meta.url).href;
  const profileDir = process.env['BENCH_CPU_PROF'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // A file, not `-e`: eval flags would reach the service's own worker threads.
  const script = join(dataDir, 'bench-service.mjs');
  writeFileSync(script, SERVICE);
  const child = spawn(process.execPath, [...profile, '--expose-gc', '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      COMPOSE_URL: source('../../../server/host/compose.ts'),
      CONFIG_URL: source('../../../server/config/config.ts'),
    },
  });
  // Never outlive the benchmark, whatever ends it.
  const kill = () => child.kill();
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
  const ask = async <T>(message: string): Promise<T> => {
    child.send(message);
    const [answer] = (await once(child, 'message')) as [T];
    return answer;
  };
  return {
    child,
    url,
    memory: () => ask<NodeJS.MemoryUsage>('memory'),
    loopDelay: () => ask<LoopDelay>('loop'),
    async stop() {
      const exited = once(child, 'exit');
      child.send('stop');
      await exited;
    },
  };
}
