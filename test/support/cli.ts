import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface CliRun {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

const bundle = 'dist/server/main.js';

/** Another copy of the CLI than dist/server/main.js, or extra environment variables. */
export interface CliLaunch {
  launcher?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs the bundled CLI and resolves with its URL once it prints `listening on ...`. */
export function startCli(
  args: string[],
  timeoutMs = 15_000,
  launch: CliLaunch = {},
): Promise<CliRun> {
  const child = spawn(process.execPath, [launch.launcher ?? bundle, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...launch.env },
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no "listening" line within ${timeoutMs} ms; stderr: ${err}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening on (http:\/\/\S+)$/m.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], stderr: () => err });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening; stderr: ${err}`));
    });
  });
}

/** Runs the bundled CLI to completion. */
export async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bundle, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/** Sends a signal and resolves with the exit code. */
export async function stopCli(
  run: CliRun,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  const exited = once(run.child, 'exit');
  run.child.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}
