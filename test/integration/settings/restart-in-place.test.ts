import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';
import {
  startRestartableService,
  type RestartableService,
} from '../../../server/host/restartable-service.js';
import { RpcClient } from '../rpc/rpc-harness.js';

// Web mode's restart in place (a mode change from the terminal's settings): the services close
// and start again in the process, on the same port with the same renderer token.

let dataDir: string;
let service: RestartableService | undefined;
const logs: string[] = [];

const base = (): ServiceConfig => ({
  ...defaultConfig(),
  dataDir,
  port: 0,
  demo: false,
  liquidity: false,
  rateLimits: null,
  logLevel: 'silent',
});

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-restart-'));
  logs.length = 0;
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

const rpcUrl = (running: RestartableService): string => {
  const token = new URL(running.terminalUrl).hash.slice('#token='.length);
  return `${running.url.replace('http', 'ws')}/rpc?token=${token}`;
};

async function statusOver(url: string): Promise<{ chainId: number }> {
  const client = await RpcClient.connect(url);
  try {
    const answer = await client.call('service.status');
    if (!('result' in answer)) throw new Error(JSON.stringify(answer));
    return answer.result as { chainId: number };
  } finally {
    client.close();
  }
}

/** Resolves once the socket is closed by the other side. */
const closed = (client: RpcClient) =>
  new Promise<void>((resolve) => client.ws.once('close', () => resolve()));

describe('startRestartableService', () => {
  it('starts again on the new config when the config asks, same port and token', async () => {
    service = await startRestartableService(base(), {
      reconfigure: (previous) => ({ ...previous, chainId: 80002 }),
      log: (line) => logs.push(line),
    });
    const url = rpcUrl(service);
    expect(await statusOver(url)).toMatchObject({ chainId: 137 });

    const open = await RpcClient.connect(url);
    const dropped = closed(open);
    service.current().services.config.restart?.();
    await dropped;
    // Queued behind the restart the hook began: resolves once both are done.
    await service.restart();

    expect(new URL(service.current().url).port).toBe(new URL(service.url).port);
    expect(service.current().terminalUrl).toBe(service.terminalUrl);
    expect(await statusOver(url)).toMatchObject({ chainId: 80002 });
    expect(logs).toContain('service restarted on the saved settings');
  });

  it('falls back to the previous config when the new one cannot start', async () => {
    const notADir = join(dataDir, 'a-file');
    writeFileSync(notADir, '');
    service = await startRestartableService(base(), {
      reconfigure: (previous) => ({ ...previous, dataDir: notADir }),
      log: (line) => logs.push(line),
    });
    await service.restart();
    expect(logs.some((line) => line.startsWith('the new settings failed to start'))).toBe(true);
    expect(service.current().services.config.dataDir).toBe(dataDir);
    expect(await statusOver(rpcUrl(service))).toMatchObject({ chainId: 137 });
  });

  it('keeps the running service when the new settings cannot be read', async () => {
    service = await startRestartableService(base(), {
      reconfigure: () => {
        throw new Error('EACCES: settings.json');
      },
      log: (line) => logs.push(line),
    });
    const before = service.current();
    await service.restart();
    expect(service.current()).toBe(before);
    expect(logs).toEqual([
      'no restart: the new settings cannot be read (Error: EACCES: settings.json)',
    ]);
    expect(await statusOver(rpcUrl(service))).toMatchObject({ chainId: 137 });
  });

  it('starts again at the next restart after one left no service running', async () => {
    const notADir = join(dataDir, 'a-file');
    writeFileSync(notADir, '');
    let target = notADir;
    let blocker: Server | undefined;
    service = await startRestartableService(base(), {
      reconfigure: (previous) => ({ ...previous, dataDir: target }),
      log: (line) => {
        logs.push(line);
        // The port is free between the failed start and the fallback's: take it.
        if (line.startsWith('the new settings failed to start') && !blocker) {
          blocker = createServer().listen(Number(new URL(service!.url).port), '127.0.0.1');
        }
      },
    });
    await expect(service.restart()).rejects.toThrow(/EADDRINUSE/);
    await new Promise<void>((resolve) => blocker!.close(() => resolve()));
    target = dataDir;
    await service.restart();
    expect(await statusOver(rpcUrl(service))).toMatchObject({ chainId: 137 });
  });
});
