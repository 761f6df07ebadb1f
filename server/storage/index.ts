export { openDatabase, inTransaction, type Database } from './database.js';
export { migrate, NewerSchemaError } from './migrate.js';
