import type { FunderRegistry } from '../auth/index.js';
import { badParameter, type RewardsWalletQuery } from '../contract/index.js';

const FUNDER_SIGNATURE_TYPES = [1, 2, 3];

/**
 * The maker wallet a rewards query is about: the one it names (which must be the key's own or a
 * funder registered for it), else the funder registered for the key with its signature_type
 * (1-3), else the key's own address. Lower case, as orders store their maker.
 */
export function walletOf(
  funders: FunderRegistry,
  owner: string,
  query: RewardsWalletQuery,
): string {
  const own = owner.toLowerCase();
  if (query.maker_address !== undefined) {
    const named = query.maker_address.toLowerCase();
    const mine =
      named === own ||
      FUNDER_SIGNATURE_TYPES.some((type) => funders.fundersOf(own, type).includes(named));
    if (!mine) throw badParameter('maker_address', 'is not a wallet of this API key');
    return named;
  }
  if (!query.signature_type) return own;
  const registered = funders.fundersOf(own, query.signature_type);
  if (registered.length > 1) {
    throw badParameter(
      'signature_type',
      `matches ${registered.length} funder wallets registered for this key; name one with maker_address`,
    );
  }
  return registered[0] ?? own;
}
