import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Rule ids ESLint reports for `code` as if it were the file at `path`. */
async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layering of docs/architecture.md is enforced by the linter', () => {
  it('keeps the contract free of other modules and of fastify', async () => {
    const found = await violations(
      'server/contract/example.ts',
      "import { openDatabase } from '../storage/index.js';\nimport Fastify from 'fastify';\nexport const x = [openDatabase, Fastify];\n",
    );
    expect(found).toEqual(['boundaries/element-types', 'boundaries/external']);
  });

  it('keeps the engine pure: no storage, no domain modules', async () => {
    const found = await violations(
      'server/engine/example.ts',
      "import { createCatalog } from '../catalog/index.js';\nexport const x = createCatalog;\n",
    );
    expect(found).toContain('boundaries/element-types');
  });

  it('lets domain modules reach each other only through index.ts', async () => {
    const found = await violations(
      'server/catalog/example.ts',
      "import { migrate } from '../storage/migrate.js';\nexport const x = migrate;\n",
    );
    expect(found).toEqual(['boundaries/entry-point']);
  });

  it('forbids domain modules from importing the transports', async () => {
    const found = await violations(
      'server/catalog/example.ts',
      "import { buildApp } from '../http/index.js';\nexport const x = buildApp;\n",
    );
    expect(found).toEqual(['boundaries/element-types']);
  });

  it('keeps the mode behind the venue port: a mirror builds nothing of the local venue', async () => {
    const trading =
      "import { createTradingService } from '../../trading/index.js';\nexport const x = createTradingService;\n";
    expect(await violations('server/venue/mirror/example.ts', trading)).toEqual([
      'boundaries/element-types',
    ]);
    expect(await violations('server/venue/local/example.ts', trading)).toEqual([]);
    const mirror =
      "import { createUpstreamClient } from '../../mirror/index.js';\nexport const x = createUpstreamClient;\n";
    expect(await violations('server/venue/mirror/example.ts', mirror)).toEqual([]);
    const venue =
      "import { createLocalVenue } from '../venue/index.js';\nexport const x = createLocalVenue;\n";
    expect(await violations('server/http/example.ts', venue)).toEqual(['boundaries/element-types']);
    expect(await violations('server/rpc/example.ts', venue)).toEqual(['boundaries/element-types']);
  });

  it('keeps the mirror out of the application layer and the transports', async () => {
    const mirror =
      "import { createTradingRelay } from '../mirror/index.js';\nexport const x = createTradingRelay;\n";
    for (const layer of ['rpc', 'http', 'stream']) {
      expect(await violations(`server/${layer}/example.ts`, mirror), layer).toEqual([
        'boundaries/element-types',
      ]);
    }
    const catalog =
      "import { createCatalog } from '../catalog/index.js';\nexport const x = createCatalog;\n";
    expect(await violations('server/http/example.ts', catalog)).toEqual([]);
  });

  it('lets only the http transport import fastify', async () => {
    const code = "import Fastify from 'fastify';\nexport const x = Fastify;\n";
    expect(await violations('server/catalog/example.ts', code)).toEqual(['boundaries/external']);
    expect(await violations('server/http/example.ts', code)).toEqual([]);
  });

  it('lets only the electron shell import electron, and the renderer only contract types', async () => {
    const electron = "import { app } from 'electron';\nexport const x = app;\n";
    expect(await violations('server/cli/example.ts', electron)).toEqual(['boundaries/external']);
    expect(await violations('electron/example.ts', electron)).toEqual([]);
    const serverImport =
      "import { createCatalog } from '../server/catalog/index.js';\nexport const x = createCatalog;\n";
    expect(await violations('renderer/example.ts', serverImport)).toContain(
      'boundaries/element-types',
    );
    const contractTypes =
      "import type { Market } from '../server/contract/index.js';\nexport type X = Market;\n";
    expect(await violations('renderer/example.ts', contractTypes)).toEqual([]);
    // A value would bring the contract's schemas into the page's bundle, built as it loads.
    const contractValue =
      "import { Market } from '../server/contract/index.js';\nexport const x = Market;\n";
    expect(await violations('renderer/example.ts', contractValue)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('keeps server/shared pure: everyone may import it, it imports nothing', async () => {
    const shared =
      "import { orderAmounts } from '../server/shared/index.js';\nexport const x = orderAmounts;\n";
    expect(await violations('renderer/example.ts', shared)).toEqual([]);
    const deep =
      "import { orderAmounts } from '../server/shared/order-amounts.js';\nexport const x = orderAmounts;\n";
    expect(await violations('renderer/example.ts', deep)).toEqual(['boundaries/entry-point']);
    const contract =
      "import { badParameter } from '../contract/index.js';\nexport const x = badParameter;\n";
    expect(await violations('server/shared/example.ts', contract)).toEqual([
      'boundaries/element-types',
    ]);
    const typebox = "import { Type } from 'typebox';\nexport const x = Type;\n";
    expect(await violations('server/shared/example.ts', typebox)).toEqual(['boundaries/external']);
  });

  it("lets only connectSqlite open SQLite, so every connection gets the runtime's addon", async () => {
    const open =
      "import Database from 'better-sqlite3';\nexport const db = new Database(':memory:');\n";
    const typeOnly = "import type { Database } from 'better-sqlite3';\nexport type D = Database;\n";
    for (const path of [
      'server/config/service-lock.ts',
      'electron/main/example.ts',
      'scripts/example.ts',
    ]) {
      expect(await violations(path, open), path).toEqual([
        '@typescript-eslint/no-restricted-imports',
      ]);
      expect(await violations(path, typeOnly), path).toEqual([]);
    }
    expect(await violations('server/storage/sqlite-connection.ts', open)).toEqual([]);
  });

  it('lets the shell reach the service only through server/host/index.ts', async () => {
    const entry =
      "import { startDesktopService } from '../../server/host/index.js';\nexport const x = startDesktopService;\n";
    const deep =
      "import { startService } from '../../server/host/compose.js';\nexport const x = startService;\n";
    const domain =
      "import { createCatalog } from '../../server/catalog/index.js';\nexport const x = createCatalog;\n";
    expect(await violations('electron/main/example.ts', entry)).toEqual([]);
    expect(await violations('electron/main/example.ts', deep)).toEqual(['boundaries/entry-point']);
    expect(await violations('electron/main/example.ts', domain)).toEqual([
      'boundaries/element-types',
    ]);
  });

  it('keeps the composition root above the layers and below the command line', async () => {
    const cli = "import { main } from '../cli/main.js';\nexport const x = main;\n";
    expect(await violations('server/host/example.ts', cli)).toContain('boundaries/element-types');
    const host =
      "import { startRestartableService } from '../host/index.js';\nexport const x = startRestartableService;\n";
    expect(await violations('server/cli/example.ts', host)).toEqual([]);
    expect(await violations('server/rpc/example.ts', host)).toEqual(['boundaries/element-types']);
  });

  it('lets renderer features reach each other only through index.ts, and never app/', async () => {
    const deep =
      "import { useAccountQuery } from '../accounts/api/account-query.js';\nexport const x = useAccountQuery;\n";
    const entry =
      "import { useAccountQuery } from '../accounts/index.js';\nexport const x = useAccountQuery;\n";
    expect(await violations('renderer/features/portfolio/example.ts', deep)).toEqual([
      'boundaries/entry-point',
    ]);
    expect(await violations('renderer/features/portfolio/example.ts', entry)).toEqual([]);
    const own = "import { useBalance } from './api/balance.js';\nexport const x = useBalance;\n";
    expect(await violations('renderer/features/portfolio/example.ts', own)).toEqual([]);
    const app = "import { App } from '../../app/app.js';\nexport const x = App;\n";
    expect(await violations('renderer/features/portfolio/example.ts', app)).toContain(
      'boundaries/element-types',
    );
    const store = "import { notify } from '../../stores/ui-store.js';\nexport const x = notify;\n";
    expect(await violations('renderer/features/portfolio/example.ts', store)).toEqual([]);
  });

  it('lets app/ compose the features through index.ts, and keeps stores, lib and components below them', async () => {
    const entry =
      "import { TicketPanel } from '../features/ticket/index.js';\nexport const x = TicketPanel;\n";
    const deep =
      "import { TicketPanel } from '../features/ticket/components/ticket-panel.js';\nexport const x = TicketPanel;\n";
    expect(await violations('renderer/app/example.ts', entry)).toEqual([]);
    expect(await violations('renderer/app/example.ts', deep)).toEqual(['boundaries/entry-point']);
    for (const path of [
      'renderer/stores/example.ts',
      'renderer/lib/example.ts',
      'renderer/components/example.ts',
    ]) {
      expect(await violations(path, entry), path).toEqual(['boundaries/element-types']);
    }
    const app = "import { App } from '../app/app.js';\nexport const x = App;\n";
    expect(await violations('renderer/stores/example.ts', app)).toEqual([
      'boundaries/element-types',
    ]);
    const lib =
      "import { createExternalStore } from '../lib/external-store.js';\nexport const x = createExternalStore;\n";
    expect(await violations('renderer/stores/example.ts', lib)).toEqual([]);
  });
});
