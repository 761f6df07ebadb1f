import type { MethodSpec } from './define.js';
import { accountMethods } from './account.js';
import { accountExtraMethods } from './account-extras.js';
import { authMethods } from './auth.js';
import { grantMethods } from './grants.js';
import { watchlistMethods } from './watchlists.js';
import { alertMethods } from './alerts.js';
import { metaMethods } from './meta.js';
import { mirrorMethods } from './mirror.js';
import { operatorMethods } from './operator.js';
import { marketDataMethods } from './market-data.js';
import { orderBookMethods } from './order-book.js';
import { portfolioDataMethods } from './portfolio-data.js';
import { publicDataMethods } from './public-data.js';
import { quoteMethods } from './quotes.js';
import { rewardsMethods } from './rewards.js';
import { catalogMethods } from './catalog.js';
import { catalogLookupMethods } from './catalog-lookups.js';
import { catalogTagMethods } from './catalog-tags.js';
import { settingsMethods } from './settings.js';
import { terminalMethods } from './terminal.js';
import { tradingMethods } from './trading.js';
import { vaultMethods } from './vault.js';

export * from './define.js';
export * from './account.js';
export * from './account-extras.js';
export * from './auth.js';
export * from './grants.js';
export * from './watchlists.js';
export * from './alerts.js';
export * from './meta.js';
export * from './mirror.js';
export * from './operator.js';
export * from './order-book.js';
export * from './portfolio-data.js';
export * from './catalog.js';
export * from './catalog-lookups.js';
export * from './catalog-tags.js';
export * from './market-data.js';
export * from './public-data.js';
export * from './quotes.js';
export * from './rewards.js';
export * from './settings.js';
export * from './terminal.js';
export * from './trading.js';
export * from './vault.js';

type Table<T extends Record<string, MethodSpec>> = { [K in keyof T as T[K]['name']]: T[K] };
const byName = <T extends Record<string, MethodSpec>>(group: T): Table<T> =>
  Object.fromEntries(Object.values(group).map((spec) => [spec.name, spec])) as Table<T>;

/** Every method of the application layer by name: what the dispatcher serves. */
export const methods = {
  ...byName(metaMethods),
  ...byName(catalogMethods),
  ...byName(catalogLookupMethods),
  ...byName(catalogTagMethods),
  ...byName(marketDataMethods),
  ...byName(quoteMethods),
  ...byName(orderBookMethods),
  ...byName(publicDataMethods),
  ...byName(portfolioDataMethods),
  ...byName(authMethods),
  ...byName(tradingMethods),
  ...byName(accountMethods),
  ...byName(accountExtraMethods),
  ...byName(rewardsMethods),
  ...byName(operatorMethods),
  ...byName(mirrorMethods),
  ...byName(terminalMethods),
  ...byName(vaultMethods),
  ...byName(grantMethods),
  ...byName(watchlistMethods),
  ...byName(alertMethods),
  ...byName(settingsMethods),
};

export type Methods = typeof methods;
export type MethodName = keyof Methods;
