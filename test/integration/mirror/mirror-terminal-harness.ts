// Two services for mirror mode's terminal: an upstream (a Marketdesk in local-venue mode on a
// small demo catalog) and mirror terminals in front of it, each with its own data dir, vault
// account and copy of the catalog (the same demo seed stands in for a synced catalog).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet, id } from 'ethers';
import {
  createAuth,
  createSecretBox,
  FileMasterKeySource,
  masterKeyFile,
} from '../../../server/auth/index.js';
import { createCatalog, seedDemoCatalog, type Catalog } from '../../../server/catalog/index.js';
import { startService, type RunningService } from '../../../server/host/compose.js';
import { quietConfig } from '../../support/quiet-service.js';
import type {
  InputOf,
  MethodName,
  Methods,
  MirrorStatus,
  OutputOf,
} from '../../../server/contract/index.js';
import { createUpstreamClient, type UpstreamUrls } from '../../../server/mirror/index.js';
import { createDispatcher } from '../../../server/rpc/index.js';
import { openDatabase, type Database } from '../../../server/storage/index.js';
import { mirrorTerminal, type MirrorTerminal } from '../../../server/venue/mirror/terminal.js';
import { createVault, type Vault } from '../../../server/vault/index.js';

const MARKETS = 12;
/** Both catalogs are placed around the same moment, so they are byte-identical. */
const CATALOG_TIME = new Date();
const PASSPHRASE = 'mirror terminal test';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `marketdesk-${name}-`));

export interface Upstream {
  service: RunningService;
  dir: string;
  close(): Promise<void>;
}

/** The upstream: local-venue mode, no liquidity, no history, no rate limits. */
export async function startUpstream(): Promise<Upstream> {
  const dir = tempDir('upstream');
  const db = openDatabase(join(dir, 'marketdesk.db'));
  seedDemoCatalog(db, { markets: MARKETS, now: CATALOG_TIME });
  db.close();
  const service = await startService(quietConfig(dir));
  return {
    service,
    dir,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const urlsOf = (base: string): UpstreamUrls => ({ catalog: base, data: base, clob: base });

export interface MirrorTerminalHost {
  db: Database;
  catalog: Catalog;
  vault: Vault;
  terminal: MirrorTerminal;
  /** The vault account's key address. */
  address: string;
  status: MirrorStatus;
  call<N extends MethodName>(name: N, input: InputOf<Methods[N]>): Promise<OutputOf<Methods[N]>>;
  /** The same data dir's terminal built again (a restart), sharing its database and vault. */
  restart(): MirrorTerminal;
  close(): Promise<void>;
}

/** A mirror terminal for `seed`'s account, trading at `upstream`. */
export async function startMirrorTerminal(
  upstreamUrl: string,
  seed: string,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<MirrorTerminalHost> {
  const dir = tempDir(`mirror-${seed}`);
  const db = openDatabase(join(dir, 'mirror.db'));
  seedDemoCatalog(db, { markets: MARKETS, now: CATALOG_TIME });
  const catalog = createCatalog(db, { assetBaseUrl: () => '' });
  const masterKey = new FileMasterKeySource(masterKeyFile(dir));
  const auth = createAuth(db, { masterKey, config: { chainId: 137 } });
  const vault = createVault({ dataDir: dir, auth, scryptN: 1024 });
  const wallet = new Wallet(id(`marketdesk mirror terminal ${seed}`));
  await vault.importPrivateKey(seed, wallet.privateKey, PASSPHRASE);
  await vault.unlock(PASSPHRASE);
  const client = createUpstreamClient(urlsOf(upstreamUrl), {
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const status: MirrorStatus = {
    mode: 'mirror',
    upstream: client.urls,
    online: true,
    lastContactAt: null,
    lastError: null,
    sync: null,
  };
  const build = () =>
    mirrorTerminal({
      db,
      catalog,
      vault,
      chainId: 137,
      apiUrl: () => null,
      upstream: client,
      secretBox: createSecretBox(masterKey.load()),
      mirrorStatus: () => status,
      ...options,
    });
  const terminal = build();
  const dispatcher = createDispatcher({ handlers: terminal.handlers });
  return {
    db,
    catalog,
    vault,
    terminal,
    address: wallet.address,
    status,
    call: (name, input) =>
      dispatcher.dispatch(name, input, { transport: 'session', client: 'renderer' }) as never,
    restart: build,
    async close() {
      terminal.close();
      client.close();
      vault.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An open market on a 0.01 tick that takes 5-share orders: room for the tests' prices. */
export function tradableMarket(catalog: Catalog, db: Database) {
  const conditionIds = db
    .prepare('SELECT condition_id FROM markets ORDER BY id')
    .pluck()
    .all() as string[];
  for (const conditionId of conditionIds) {
    const market = catalog.tradingMarket(conditionId);
    if (
      market &&
      market.active &&
      !market.closed &&
      market.acceptingOrders &&
      market.tickTicks <= 100 &&
      market.minSizeMicros <= 5_000_000
    ) {
      return market;
    }
  }
  throw new Error('the demo catalog has no open market on a 0.01 tick');
}
