import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeLauncher } from '../../../electron/host/node-launcher.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A service entry that says it is ready, then crashes when told to. */
function crashOnRequest(): string {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-launcher-'));
  dirs.push(dir);
  const entry = join(dir, 'crash.cjs');
  writeFileSync(
    entry,
    `process.on('message', () => process.kill(process.pid, 'SIGKILL'));
process.send({ type: 'ready' });
`,
  );
  return entry;
}

/** Holds the event loop, as a busy turn of the host does: nothing it is told arrives meanwhile. */
function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Spinning on purpose.
  }
}

describe('the Node stand-in for the utility process', () => {
  it('drops what is posted to a child that died before the host saw it go', async () => {
    const child = nodeLauncher({ entry: crashOnRequest() }).launch();
    const exit = new Promise<number | null>((resolve) => child.onExit(resolve));
    await new Promise((resolve) => child.onMessage(resolve));
    child.post({ type: 'stop' });
    // The child dies while the host is busy: its channel still reads as connected.
    busyFor(500);
    child.post({ type: 'stop' });
    expect(await exit).toBeNull();
    // An EPIPE from the second post would reach here as an uncaught error and fail the run.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
