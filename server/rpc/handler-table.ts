import type { DispatchTable } from '../contract/index.js';

/**
 * One table from groups of handlers (absent groups skipped). A method implemented twice is a
 * wiring mistake, refused here: no group may silently replace another's method.
 */
export function mergeHandlers(...groups: (DispatchTable | undefined)[]): DispatchTable {
  const table: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [name, handler] of Object.entries(group ?? {})) {
      if (name in table) throw new Error(`${name} is implemented twice`);
      table[name] = handler;
    }
  }
  return table as DispatchTable;
}
