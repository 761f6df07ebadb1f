// `npm start`: the desktop window when Electron can be had, else the terminal in web mode (its
// service started again after a crash, scripts/supervise.ts), with one line saying why
// (scripts/desktop/launch-mode.ts). Arguments go to the app: `npm start --
// --port 9000` in web mode.
import { execFileSync, spawn } from 'node:child_process';
import { SQLITE_BINDING_ENV } from '../server/storage/native-binding.js';
import { chooseLaunch } from './desktop/launch-mode.js';
import { nodeProbe } from './desktop/launch-probe.js';
import { supervise } from './supervise.js';

function build(script: string): void {
  execFileSync(process.execPath, [script], { stdio: 'inherit' });
}

/**
 * Runs the app: its exit code becomes ours, and a signal to us is passed on once. The app has
 * a process group of its own (outside Windows, where that would open a console), so that Ctrl+C
 * reaches it through us only: the service stops cleanly on the first SIGINT and at once on a
 * second.
 */
function runApp(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const app = spawn(command, args, {
    stdio: 'inherit',
    env,
    detached: process.platform !== 'win32',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => app.kill(signal));
  }
  app.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

const args = process.argv.slice(2);
const plan = await chooseLaunch(nodeProbe({ root: process.cwd(), env: process.env }));
build('scripts/build-renderer.mjs');
if (plan.mode === 'desktop') {
  build('scripts/build-electron.mjs');
  runApp(plan.electron, ['.', ...args], {
    ...process.env,
    [SQLITE_BINDING_ENV]: plan.sqliteBinding,
  });
} else {
  console.error(plan.notice);
  build('scripts/build-server.mjs');
  const stop = supervise({
    launch: () =>
      spawn(process.execPath, ['dist/server/main.js', 'serve', ...args], {
        stdio: 'inherit',
        detached: process.platform !== 'win32',
      }),
    log: (line) => console.error(line),
    done: (code) => (process.exitCode = code),
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => stop(signal));
}
