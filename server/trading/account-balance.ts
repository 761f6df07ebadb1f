import {
  badParameter,
  type BalanceAllowance,
  type BalanceAllowanceQuery,
} from '../contract/index.js';
import type { ExchangeContracts, FunderRegistry } from '../auth/index.js';
import type { Database } from '../storage/index.js';

/** 2^256 - 1, the "unlimited" approval wallets give the exchange. */
export const UNLIMITED_ALLOWANCE = (2n ** 256n - 1n).toString();

/**
 * Whose balance a caller asks for: its own (signature_type 0 or absent), or the one funder
 * wallet registered for it with signature_type 1, 2 or 3 (`npm run venue -- funder`).
 */
function walletOf(address: string, signatureType: number | undefined, funders?: FunderRegistry) {
  if (!signatureType || !funders) return address.toLowerCase();
  const registered = funders.fundersOf(address, signatureType);
  if (registered.length > 1) {
    throw badParameter(
      'signature_type',
      `matches ${registered.length} funder wallets registered for this key; the local venue cannot tell which one`,
    );
  }
  return registered[0] ?? address.toLowerCase();
}

/**
 * GET /balance-allowance. The balance is what the wallet can still commit: its collateral (or
 * its shares of token_id) minus what its open orders hold back, in 6-decimal units as an integer
 * string; a wallet the ledger has never seen holds "0". The local venue moves funds in its
 * ledger, with no on-chain approval, so every exchange contract has an unlimited allowance.
 */
export function createBalanceView(
  db: Database,
  exchanges: ExchangeContracts,
  funders?: FunderRegistry,
) {
  const collateral = db.prepare<[string], { available: number }>(
    'SELECT collateral_micros - reserved_micros AS available FROM accounts WHERE address = ?',
  );
  const shares = db.prepare<[string, string], { available: number }>(
    `SELECT p.size_micros - p.reserved_micros AS available
       FROM positions p JOIN accounts a ON a.id = p.account_id
      WHERE a.address = ? AND p.token_id = ?`,
  );
  const allowances = Object.fromEntries(
    [exchanges.standard, exchanges.negRisk].map((exchange) => [exchange, UNLIMITED_ALLOWANCE]),
  );

  return {
    balanceAllowance(address: string, query: BalanceAllowanceQuery): BalanceAllowance {
      const wallet = walletOf(address, query.signature_type, funders);
      let row: { available: number } | undefined;
      if (query.asset_type === 'COLLATERAL') {
        row = collateral.get(wallet);
      } else {
        if (query.token_id === undefined) {
          throw badParameter('token_id', 'is required when asset_type is CONDITIONAL');
        }
        row = shares.get(wallet, query.token_id);
      }
      return { balance: String(row?.available ?? 0), allowances: { ...allowances } };
    },
  };
}
