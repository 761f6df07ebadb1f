import type { TestProject } from 'vitest/node';
import { nodeProbe } from '../../../scripts/desktop/launch-probe.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** better-sqlite3's addon built for Electron, as `npm start` builds it. */
    sqliteBinding: string;
  }
}

/**
 * Global setup of the Electron journey: better-sqlite3 built for the installed Electron in
 * .electron-native, exactly as `npm start`'s desktop window has it built.
 */
export default async function setup(project: TestProject): Promise<void> {
  const native = await nodeProbe({ root: process.cwd(), env: process.env }).prepareNative();
  if (!native.ok)
    throw new Error(`better-sqlite3 could not be built for Electron: ${native.reason}`);
  project.provide('sqliteBinding', native.value);
}
