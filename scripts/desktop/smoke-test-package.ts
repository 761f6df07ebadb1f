// `npm run smoke [-- EXECUTABLE]`: starts a packaged app with --smoke-test (electron/main/
// smoke-test.ts) and exits with its code: 0 once its service ran and the terminal connected to
// it. Without an argument, the package `npm run dist` made for this platform and architecture.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { packagedExecutable } from './packaged-executable.js';

const TIMEOUT_MS = 180_000;

const names = JSON.parse(readFileSync('package.json', 'utf8')) as {
  productName: string;
  name: string;
};
const executable = process.argv[2] ?? packagedExecutable(process.platform, process.arch, names);
if (!existsSync(executable)) {
  console.error(`smoke test: no packaged app at ${executable} (npm run dist makes it)`);
  process.exit(1);
}
console.log(`smoke test: starting ${executable} --smoke-test`);
const app = spawn(executable, ['--smoke-test'], { stdio: 'inherit' });
const timer = setTimeout(() => {
  console.error(`smoke test: no exit within ${TIMEOUT_MS / 1000} s; killing it`);
  app.kill('SIGKILL');
}, TIMEOUT_MS);
app.on('error', (error) => {
  console.error(`smoke test: could not start ${executable}: ${error.message}`);
  process.exitCode = 1;
});
app.on('exit', (code, signal) => {
  clearTimeout(timer);
  console.log(`smoke test: the app exited with ${code ?? signal}`);
  process.exitCode = code === 0 ? 0 : 1;
});
