// The renderer's IPC transport over a MessageChannel into the desktop service's sessions: the
// same dispatcher and session as web mode's socket, with no HTTP port at all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../server/config/config.js';
import {
  startDesktopService,
  type DesktopService,
  type FramePort,
} from '../../../server/host/desktop-service.js';
import {
  createIpcTransport,
  type IpcBridge,
  type PortLike,
} from '../../../renderer/lib/ipc-transport.js';
import type { WsTransport } from '../../../renderer/lib/ws-transport.js';

const framePort = (port: MessagePort): FramePort => ({
  send: (text) => port.postMessage(text),
  onFrame: (listener) => void port.on('message', listener),
  onClose: (listener) => void port.on('close', listener),
  close: () => port.close(),
});

let dataDir: string;
let service: DesktopService;
let down: (() => void)[] = [];
let transport: WsTransport;

/** A shell that hands a fresh channel per connection, as the main process does. */
const bridge: IpcBridge = {
  connect() {
    const { port1, port2 } = new MessageChannel();
    service.connectRenderer(framePort(port1));
    queueMicrotask(() => waiting.shift()?.(port2 as unknown as PortLike));
  },
  onPort(listener) {
    waiting.push(listener);
    return () => {
      waiting = waiting.filter((other) => other !== listener);
    };
  },
  onServiceDown(listener) {
    down.push(listener);
    return () => {
      down = down.filter((other) => other !== listener);
    };
  },
};
let waiting: ((port: PortLike) => void)[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-ipc-'));
  service = await startDesktopService({
    ...defaultConfig(),
    dataDir,
    http: false,
    liquidity: false,
    rateLimits: null,
  });
  transport = createIpcTransport({ bridge, minBackoffMs: 10, maxBackoffMs: 20 });
}, 60_000);

afterAll(async () => {
  transport.close();
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the IPC transport', () => {
  it('calls methods through the dispatcher, with no HTTP port', async () => {
    expect(service.apiUrl).toBeNull();
    const status = await transport.call('service.status', {});
    expect(status).toMatchObject({ mode: 'local-venue', apiUrl: null });
    const markets = await transport.call('catalog.markets', { limit: 2 });
    expect(markets).toHaveLength(2);
  });

  it('answers errors with the contract codes', async () => {
    await expect(transport.call('vault.unlock', { passphrase: 'x' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('streams a market subscription, and re-opens it after the service went down', async () => {
    const [market] = await transport.call('catalog.markets', { limit: 1, closed: false });
    const tokenId = (JSON.parse(market!.clobTokenIds!) as string[])[0]!;
    const events: unknown[] = [];
    const stop = transport.subscribe('market', { assets_ids: [tokenId] }, (data) =>
      events.push(...(data as unknown[])),
    );
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ event_type: 'book', asset_id: tokenId });
    events.length = 0;
    for (const listener of down) listener();
    expect(transport.state()).toBe('reconnecting');
    await expect.poll(() => transport.state()).toBe('open');
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ event_type: 'book', asset_id: tokenId });
    stop();
  });
});
