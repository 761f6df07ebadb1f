import { Type, type Static } from 'typebox';

const Address = (description: string) =>
  Type.String({ description: `${description}: 0x-prefixed 20-byte hex address` });

// An enum has no `type`, so the validator's type coercion cannot turn null or true into a
// valid index: resolving a market on a coerced value would be irreversible.
const STRICT = 'a JSON number (null, true or a string is refused)';

/** POST /venue/faucet: paper collateral for a wallet. */
export const FaucetBody = Type.Object({
  address: Address('the wallet credited'),
  amount: Type.String({
    description: 'collateral units as a decimal string, greater than 0, at most 6 decimals',
  }),
});
export type FaucetBody = Static<typeof FaucetBody>;

export const FaucetAnswer = Type.Object({
  address: Type.String({ description: 'the wallet, lower case' }),
  balance: Type.String({ description: "the wallet's collateral balance, decimal string" }),
});
export type FaucetAnswer = Static<typeof FaucetAnswer>;

/** POST /venue/resolve: settles a market on its winning outcome. */
export const ResolveBody = Type.Object({
  condition_id: Type.String({ description: "the market's condition id" }),
  winning_outcome_index: Type.Enum([0, 1], { description: STRICT }),
});
export type ResolveBody = Static<typeof ResolveBody>;

export const ResolveAnswer = Type.Object({
  condition_id: Type.String(),
  winning_outcome_index: Type.Integer(),
  cancelled_orders: Type.Integer({ description: 'open orders of the market, cancelled' }),
  settled_positions: Type.Integer({ description: 'positions redeemed (winners at 1, losers 0)' }),
  redeemed: Type.String({ description: 'collateral paid to winning positions, decimal string' }),
});
export type ResolveAnswer = Static<typeof ResolveAnswer>;

/** POST /venue/funders: lets `signer` sign orders for the funder wallet `funder`. */
export const FunderBody = Type.Object({
  signer: Address('the key that signs orders'),
  funder: Address('the wallet whose balance pays (order.maker)'),
  signature_type: Type.Enum([1, 2, 3], {
    description: `1 proxy wallet, 2 Gnosis Safe, 3 deposit wallet; ${STRICT}`,
  }),
});
export type FunderBody = Static<typeof FunderBody>;

export const FunderAnswer = Type.Object({
  signer: Type.String({ description: 'lower case' }),
  funder: Type.String({ description: 'lower case' }),
  signature_type: Type.Integer(),
});
export type FunderAnswer = Static<typeof FunderAnswer>;

/** POST /venue/tick-size: changes an open market's tick size. */
export const TickSizeChangeBody = Type.Object({
  condition_id: Type.String({ description: "the market's condition id" }),
  tick_size: Type.Enum(['0.1', '0.01', '0.001', '0.0001'], {
    description: 'the new tick size, a decimal string',
  }),
});
export type TickSizeChangeBody = Static<typeof TickSizeChangeBody>;

export const TickSizeChangeAnswer = Type.Object({
  condition_id: Type.String(),
  old_tick_size: Type.String(),
  new_tick_size: Type.String(),
});
export type TickSizeChangeAnswer = Static<typeof TickSizeChangeAnswer>;
