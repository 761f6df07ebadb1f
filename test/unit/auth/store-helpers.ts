import { randomBytes } from 'node:crypto';
import type { MasterKeySource } from '../../../server/auth/index.js';

/** A master key held in memory, for tests that do not exercise the key file. */
export function memoryMasterKey(): MasterKeySource {
  const key = randomBytes(32);
  return { load: () => key };
}
