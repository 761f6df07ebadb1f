import type { MethodSpec } from './define.js';
import { catalogMethods, marketDataMethods, publicDataMethods } from './reads.js';
import { terminalMethods } from './terminal.js';
import { vaultMethods } from './vault.js';

export * from './define.js';
export * from './reads.js';
export * from './terminal.js';
export * from './vault.js';

type Table<T extends Record<string, MethodSpec>> = { [K in keyof T as T[K]['name']]: T[K] };
const byName = <T extends Record<string, MethodSpec>>(group: T): Table<T> =>
  Object.fromEntries(Object.values(group).map((spec) => [spec.name, spec])) as Table<T>;

/** Every method of the application layer by name: what the dispatcher serves. */
export const methods = {
  ...byName(catalogMethods),
  ...byName(marketDataMethods),
  ...byName(publicDataMethods),
  ...byName(terminalMethods),
  ...byName(vaultMethods),
};

export type Methods = typeof methods;
export type MethodName = keyof Methods;
