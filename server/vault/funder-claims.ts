import type { FunderRegistry } from '../auth/index.js';
import { badParameter } from '../contract/index.js';
import type { Ledger } from '../ledger/index.js';

/**
 * The local venue has no chain to ask who controls a proxy or deposit wallet, so a funder set
 * on a vault account is registered with it. A claim must not take over a wallet that is
 * someone's already: one registered to another signer, or one the ledger knows with collateral
 * or positions of its own. A fresh address is fine (the faucet funds it afterwards).
 */
export interface FunderClaims {
  /** Throws invalid_input when `signer` may not claim `funder`. */
  check(signer: string, funder: string): void;
  register(signer: string, funder: string, signatureType: number): void;
  unregister(signer: string, funder: string): void;
}

export interface FunderClaimDeps {
  registry: Pick<FunderRegistry, 'register' | 'unregister' | 'signersOf'>;
  ledger: Pick<Ledger, 'findAccount' | 'positionsOf'>;
}

export function createFunderClaims({ registry, ledger }: FunderClaimDeps): FunderClaims {
  const holdsFunds = (address: string): boolean => {
    const account = ledger.findAccount(address.toLowerCase());
    if (!account) return false;
    if (account.collateralMicros > 0) return true;
    return ledger.positionsOf(account.id).some((position) => position.sizeMicros > 0);
  };

  return {
    check(signer, funder) {
      const signers = registry.signersOf(funder);
      if (signers.includes(signer.toLowerCase())) return;
      if (signers.length > 0) throw badParameter('funder', 'is registered to another signer');
      if (holdsFunds(funder)) {
        throw badParameter('funder', 'already holds collateral or positions of its own');
      }
    },
    register: (signer, funder, signatureType) => registry.register(signer, funder, signatureType),
    unregister: (signer, funder) => registry.unregister(signer, funder),
  };
}
