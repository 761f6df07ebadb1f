import { catalogMigration } from './001-catalog.js';

/** Ordered schema migrations; migration N brings the schema to user_version N. */
export const migrations: readonly string[] = [catalogMigration];
