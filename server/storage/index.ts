export { openDatabase, inTransaction, type Database } from './database.js';
export { rollbackListenersOf, type RollbackListeners } from './rollback-listeners.js';
export { migrate, NewerSchemaError } from './migrate.js';
export { sqliteNativeBinding, SQLITE_BINDING_ENV } from './native-binding.js';
export { connectSqlite, type SqliteOptions } from './sqlite-connection.js';
export { resolveWorkerModule, unpackedPath } from './worker-modules.js';
export { openFolderWarning } from './owner-only.js';
