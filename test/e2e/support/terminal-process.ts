import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built service in web mode, as `npm start` runs it, on a throw-away data dir. */
export interface TerminalProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT/app/#token=...`: the renderer with this launch's token. */
  terminalUrl: string;
  /** The service's own origin (the scripts' HTTP API). */
  apiUrl: string;
  dataDir: string;
  /** Milliseconds from spawn to the terminal URL line. */
  startupMs: number;
  /** Milliseconds from spawn to the `listening on` line (NaN if it came after the URL line). */
  listeningMs: number;
  stop(): Promise<void>;
}

export interface TerminalOptions {
  /** A prepared data dir to serve (kept); without it a fresh one is made and removed. */
  dataDir?: string;
  /** Extra `serve` flags, e.g. `--no-liquidity`. */
  args?: string[];
  timeoutMs?: number;
}

const TERMINAL_LINE = /Marketdesk terminal: (http:\/\/\S+)/;
const LISTENING_LINE = /listening on http:\/\//;

/** Spawns `dist/server/main.js serve --port 0` and waits for its terminal URL line. */
export async function startTerminal(options: TerminalOptions = {}): Promise<TerminalProcess> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'marketdesk-e2e-'));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      'dist/server/main.js',
      'serve',
      '--data-dir',
      dataDir,
      '--port',
      '0',
      '--log-level',
      'warn',
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  let out = '';
  let err = '';
  let listeningMs = NaN;
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = await new Promise<{ terminalUrl: string; apiUrl: string }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no terminal URL within ${options.timeoutMs ?? 30_000} ms`)),
        options.timeoutMs ?? 30_000,
      );
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (Number.isNaN(listeningMs) && LISTENING_LINE.test(out)) {
          listeningMs = performance.now() - started;
        }
        const terminal = TERMINAL_LINE.exec(out)?.[1];
        if (terminal) {
          clearTimeout(timer);
          resolve({ terminalUrl: terminal, apiUrl: new URL(terminal).origin });
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`service exited with ${code}`));
      });
    });
    const startupMs = performance.now() - started;
    return { child, dataDir, startupMs, listeningMs, stop, ...urls };
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}; stdout: ${out}; stderr: ${err}`);
  }
}
