import { badParameter } from '../contract/index.js';
import type { RollbackListeners } from '../storage/index.js';
import { isAddress } from './address.js';
import type { AuthStore } from './auth-store.js';
import type { FunderCheck } from './order-verifier.js';

/**
 * Which funder wallets (order.maker) a signing key may trade for. signatureType 1 is a
 * Polymarket proxy wallet, 2 a Gnosis Safe: the signer is the EOA that owns it. 3 is a deposit
 * wallet (EIP-1271): the order's signer and maker are the wallet and `signer` here is the EOA
 * whose key signs for it. A local venue has no chain to ask, so ownership is registered by the
 * venue's operator (CLI or desktop app) before such orders are accepted. The map in memory
 * follows SQLite: a change made inside a transaction is undone if it rolls back.
 */
export interface FunderRegistry extends FunderCheck {
  /** Records (or re-types) that `signer` controls `funder`; addresses in any case. */
  register(signer: string, funder: string, signatureType: number): void;
  /** Forgets that `signer` controls `funder` (the account chose another funder, or none). */
  unregister(signer: string, funder: string): void;
  /** The funder wallets (lower-case) registered for a signer with that signatureType. */
  fundersOf(signer: string, signatureType: number): string[];
  /** The signers (lower-case) registered as controlling `funder`, any signatureType. */
  signersOf(funder: string): string[];
}

const pairKey = (signer: string, funder: string): string =>
  `${signer.toLowerCase()}|${funder.toLowerCase()}`;

export function createFunderRegistry(
  store: AuthStore,
  listeners: RollbackListeners,
): FunderRegistry {
  const types = new Map<string, number>();
  for (const row of store.funders()) types.set(pairKey(row.signer, row.funder), row.signatureType);
  const change = (key: string, signatureType: number | undefined): void => {
    const before = types.get(key);
    listeners.onRollback(() => {
      if (before === undefined) types.delete(key);
      else types.set(key, before);
    });
    if (signatureType === undefined) types.delete(key);
    else types.set(key, signatureType);
  };

  return {
    register(signer, funder, signatureType) {
      if (!isAddress(signer))
        throw badParameter('signer', 'must be a 0x-prefixed 20-byte hex address');
      if (!isAddress(funder))
        throw badParameter('funder', 'must be a 0x-prefixed 20-byte hex address');
      if (signer.toLowerCase() === funder.toLowerCase()) {
        throw badParameter('funder', 'must differ from signer');
      }
      if (signatureType !== 1 && signatureType !== 2 && signatureType !== 3) {
        throw badParameter('signatureType', 'must be 1 (proxy), 2 (safe) or 3 (deposit wallet)');
      }
      const row = { signer: signer.toLowerCase(), funder: funder.toLowerCase(), signatureType };
      store.upsertFunder(row, new Date().toISOString());
      change(pairKey(signer, funder), signatureType);
    },

    unregister(signer, funder) {
      store.deleteFunder(signer.toLowerCase(), funder.toLowerCase());
      change(pairKey(signer, funder), undefined);
    },

    controls: (signer, funder, signatureType) =>
      types.get(pairKey(signer, funder)) === signatureType,

    fundersOf(signer, signatureType) {
      const prefix = `${signer.toLowerCase()}|`;
      const found: string[] = [];
      for (const [key, type] of types) {
        if (type === signatureType && key.startsWith(prefix)) found.push(key.slice(prefix.length));
      }
      return found;
    },

    signersOf(funder) {
      const suffix = `|${funder.toLowerCase()}`;
      return [...types.keys()]
        .filter((key) => key.endsWith(suffix))
        .map((key) => key.slice(0, -suffix.length));
    },
  };
}
