import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, startService, type RunningService } from '../../../server/host/compose.js';
import { defaultConfig, type ServiceConfig } from '../../../server/config/config.js';

let dataDir: string;
let config: ServiceConfig;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-compose-'));
  config = { ...defaultConfig(), dataDir, port: 0, rateLimits: null, liquidity: false };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the services without a port', () => {
  it('answers methods through the dispatcher, with root-relative icon URLs', async () => {
    const services = await createServices(config);
    try {
      const [market] = await services.dispatcher.dispatch(
        'catalog.markets',
        { limit: 1 },
        { transport: 'session', client: 'renderer' },
      );
      expect(market?.icon).toMatch(/^\/assets\/icons\/[^/]+\.svg$/);
      expect(market?.image).toMatch(/^\/assets\/icons\//);
    } finally {
      await services.close();
    }
  }, 60_000);
});

describe('the services with the HTTP port', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService(config);
  }, 60_000);
  afterAll(() => service.close());

  it('serves the icon a catalog answer points at, relative to its own origin', async () => {
    const [market] = (await (await fetch(`${service.url}/markets?limit=1`)).json()) as {
      icon: string;
    }[];
    expect(market?.icon.startsWith('/assets/icons/')).toBe(true);
    const icon = await fetch(new URL(market!.icon, service.url));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
