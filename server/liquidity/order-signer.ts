import { randomInt } from 'node:crypto';
import type { Auth } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import type { NewOrderBody } from '../contract/index.js';
import { PRICE_SCALE } from '../shared/index.js';
import type { AgentWallet } from './agent-wallet.js';

/** One order an agent wants, in engine units: ticks of 0.0001 and micro-shares. */
export interface AgentOrder {
  tokenIndex: 0 | 1;
  side: 'BUY' | 'SELL';
  priceTicks: number;
  sizeMicros: number;
  orderType: 'GTC' | 'FAK';
}

const ZERO32 = '0x' + '00'.repeat(32);
const ZERO_ADDRESS = '0x' + '00'.repeat(20);

export type OrderSigner = (
  wallet: AgentWallet,
  apiKey: string,
  market: TradingMarket,
  order: AgentOrder,
) => NewOrderBody;

/**
 * Builds and signs POST /order bodies exactly as a client would (EIP-712 over the order
 * struct, for the market's exchange), so the venue verifies them like any other order.
 */
export function createOrderSigner(auth: Auth, now: () => number): OrderSigner {
  // Salts only need to be unique; a random start keeps them so across restarts too.
  let salt = randomInt(2 ** 40);
  return (wallet, apiKey, market, order) => {
    const collateral = String((order.priceTicks * order.sizeMicros) / PRICE_SCALE);
    const shares = String(order.sizeMicros);
    const buying = order.side === 'BUY';
    const fields = {
      salt: salt++,
      maker: wallet.address,
      signer: wallet.address,
      tokenId: market.tokens[order.tokenIndex].tokenId,
      makerAmount: buying ? collateral : shares,
      takerAmount: buying ? shares : collateral,
      side: order.side,
      signatureType: 0,
      timestamp: String(now()),
      metadata: ZERO32,
      builder: ZERO32,
    };
    const hashed = auth.orders.hash(fields, market.negRisk ? 'negRisk' : 'standard');
    if (!hashed.ok) throw new Error(`liquidity: cannot hash an agent order: ${hashed.reason}`);
    return {
      order: {
        ...fields,
        taker: ZERO_ADDRESS,
        expiration: '0',
        signature: wallet.sign(hashed.orderHash),
      },
      owner: apiKey,
      orderType: order.orderType,
    };
  };
}
