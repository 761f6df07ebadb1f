import { ServiceError } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog, CatalogOptions } from '../types.js';

// PLACEHOLDER: replaced by the real implementation in this session.
export function createEventQueries(
  _db: Database,
  _options: CatalogOptions,
): Pick<Catalog, 'listEvents' | 'getEvent' | 'getEventBySlug'> {
  const missing = (): never => {
    throw new ServiceError(501, 'not implemented');
  };
  return new Proxy({}, { get: () => missing }) as Pick<
    Catalog,
    'listEvents' | 'getEvent' | 'getEventBySlug'
  >;
}
