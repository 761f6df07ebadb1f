/**
 * The environment variable naming a better-sqlite3 addon built for another runtime's ABI. A
 * checkout's node_modules holds the addon built for Node (the tests use it); the desktop app
 * started from that checkout (`npm start`) runs the service under Electron, whose ABI differs,
 * and points this variable at a copy rebuilt for Electron in `.electron-native/`
 * (docs/desktop-packaging.md). A packaged app has its own rebuilt copy and leaves it unset.
 */
export const SQLITE_BINDING_ENV = 'MARKETDESK_SQLITE_BINDING';

/** The addon path for better-sqlite3's `nativeBinding` option; undefined loads its own build. */
export function sqliteNativeBinding(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const binding = env[SQLITE_BINDING_ENV];
  return binding ? binding : undefined;
}
