import { ServiceError } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';

// PLACEHOLDER: replaced by the real implementation in this session.
export function createMarketQueries(
  _db: Database,
  _options: CatalogOptions,
): Pick<Catalog, 'listMarkets' | 'getMarket'> {
  const missing = (): never => {
    throw new ServiceError(501, 'not implemented');
  };
  return new Proxy({}, { get: () => missing }) as Pick<Catalog, 'listMarkets' | 'getMarket'>;
}
