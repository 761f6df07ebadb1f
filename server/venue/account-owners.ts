import type { Vault } from '../vault/index.js';

/**
 * The owner and paying wallet the account channel follows, or null while locked. Feed batches
 * call it: it reads the vault without counting as activity for the auto-lock.
 */
export const accountOwners =
  (vault: Pick<Vault, 'current'>) => (): { owner: string; paying: string } | null => {
    try {
      const { address, maker } = vault.current();
      return { owner: address, paying: maker };
    } catch {
      return null;
    }
  };
