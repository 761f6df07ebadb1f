import type { ChildProcess } from 'node:child_process';
import { createRestartPolicy, type RestartPolicy } from '../electron/host/restart-policy.js';
import { STORAGE_FAILED_EXIT } from '../server/host/storage-watch.js';

export interface SuperviseOptions {
  /** Starts the process (again). */
  launch: () => ChildProcess;
  /** The desktop host's policy by default: 0.5 s doubling to 8 s, given up after 5 in a minute. */
  policy?: RestartPolicy;
  log: (line: string) => void;
  /** The supervised process is gone for good, with this exit code. */
  done: (code: number) => void;
  now?: () => number;
}

/** A process that died of a crash or stopped itself on a failed disk: worth starting again. */
const crashed = (code: number | null, signal: NodeJS.Signals | null): boolean =>
  (signal !== null && signal !== 'SIGINT' && signal !== 'SIGTERM') || code === STORAGE_FAILED_EXIT;

/**
 * Web mode's service under `npm start`, kept running as the desktop host keeps its own: a crash
 * (a signal such as SIGBUS, or the service stopping itself on a failed disk) starts it again
 * after the policy's wait, saying so; a clean exit, an error exit or a stop asked with `stop`
 * ends it. Returns `stop`, which passes a signal on to the running process.
 */
export function supervise(options: SuperviseOptions): (signal: NodeJS.Signals) => void {
  const policy = options.policy ?? createRestartPolicy();
  const now = options.now ?? Date.now;
  let stopping = false;
  let child: ChildProcess;
  const start = () => {
    child = options.launch();
    child.once('exit', (code, signal) => {
      const ended = code ?? (signal ? 1 : 0);
      if (stopping || !crashed(code, signal)) return options.done(ended);
      const wait = policy.onCrash(now());
      const why = signal ?? `exit ${code}`;
      if (wait === null) {
        options.log(`marketdesk: the service stopped again (${why}); giving up`);
        return options.done(ended);
      }
      options.log(`marketdesk: the service stopped (${why}); starting it again in ${wait} ms`);
      setTimeout(start, wait);
    });
  };
  start();
  return (signal) => {
    stopping = true;
    child.kill(signal);
  };
}
