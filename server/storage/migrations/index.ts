import { catalogMigration } from './001-catalog.js';
import { authMigration } from './002-auth.js';
import { ledgerMigration } from './003-ledger.js';
import { marketDataMigration } from './004-market-data.js';
import { publicDataMigration } from './005-public-data.js';
import { marketSearchMigration } from './006-market-search.js';
import { readonlyApiKeysMigration } from './007-readonly-api-keys.js';
import { sportsMigration } from './008-sports.js';
import { marketFiguresMigration } from './009-market-figures.js';
import { mirrorSyncMigration } from './010-mirror-sync.js';
import { publicDataCacheMigration } from './011-public-data-cache.js';
import { upstreamCredentialsMigration } from './012-upstream-credentials.js';
import { upstreamObjectsMigration } from './013-upstream-objects.js';
import { rewardEarningsMigration } from './014-reward-earnings.js';
import { scriptGrantsMigration } from './015-script-grants.js';
import { watchlistsMigration } from './016-watchlists.js';
import { alertsMigration } from './017-alerts.js';
import { marketsWithFiguresMigration } from './018-markets-with-figures.js';
import { dropUnusedSearchTablesMigration } from './019-drop-unused-search-tables.js';
import { liveOrdersByOwnerMigration } from './020-live-orders-by-owner.js';

/** Ordered schema migrations; migration N brings the schema to user_version N. */
export const migrations: readonly string[] = [
  catalogMigration,
  authMigration,
  ledgerMigration,
  marketDataMigration,
  publicDataMigration,
  marketSearchMigration,
  readonlyApiKeysMigration,
  sportsMigration,
  marketFiguresMigration,
  mirrorSyncMigration,
  publicDataCacheMigration,
  upstreamCredentialsMigration,
  upstreamObjectsMigration,
  rewardEarningsMigration,
  scriptGrantsMigration,
  watchlistsMigration,
  alertsMigration,
  marketsWithFiguresMigration,
  dropUnusedSearchTablesMigration,
  liveOrdersByOwnerMigration,
];
