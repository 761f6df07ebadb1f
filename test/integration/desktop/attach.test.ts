// The desktop app's host finding the service that already holds its data dir (a real service in
// a child process, as `npm run serve` would run it): it attaches, the renderer's web-mode
// transport calls that service with the token of service.json, and once that service is gone
// the host starts its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createWsTransport, type SocketLike } from '../../../renderer/lib/ws-transport.js';
import { runningService } from '../../../server/config/service-lock.js';
import { startTestHost, type TestHost } from '../../support/desktop-host.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const started = (test: TestHost) => {
  cleanups.push(() => test.close());
  return test;
};

describe('the desktop host on a data dir another service holds', { timeout: 120_000 }, () => {
  it('attaches to it over its RPC socket, then starts its own once it is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-attach-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const holder = started(startTestHost({ dataDir }));
    const running = await holder.waitFor('running');
    const apiUrl = running.state === 'running' ? running.apiUrl : null;
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const app = started(startTestHost({ dataDir, attach: true }));
    expect(await app.waitFor('attached')).toEqual({
      state: 'attached',
      pid: holder.pid(),
      apiUrl,
    });
    const attachment = app.host.attachment();
    expect(attachment).toMatchObject({ pid: holder.pid(), url: apiUrl });

    const transport = createWsTransport({
      url: `${apiUrl!.replace('http:', 'ws:')}/rpc?token=${encodeURIComponent(attachment!.rendererToken)}`,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    });
    cleanups.push(() => transport.close());
    const status = await transport.call('service.status', {});
    expect(status).toMatchObject({ apiUrl, mode: 'local-venue' });

    await holder.host.stop();
    await app.waitFor('running');
    expect(app.host.attachment()).toBeNull();
    expect(runningService(dataDir)?.pid).toBe(app.pid());
    expect(app.pid()).not.toBe(holder.pid());
  });

  it('names the pid of a service without an HTTP port instead of a crash loop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-attach-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const holder = started(startTestHost({ dataDir, http: false }));
    await holder.waitFor('running');

    const app = started(startTestHost({ dataDir, attach: true }));
    const failed = await app.waitFor('failed');
    expect(failed.state === 'failed' && failed.reason).toContain(
      `another Marketdesk service (pid ${holder.pid()})`,
    );
    expect(failed.state === 'failed' && failed.reason).toContain('no HTTP port');
  });
});
