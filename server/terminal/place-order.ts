import type { ApiKeyIdentity } from '../auth/index.js';
import type { Catalog } from '../catalog/index.js';
import { badParameter, type NewOrderBody, type OrderAnswer } from '../contract/index.js';
import { buildTerminalOrder, type TerminalTicket, type TradingService } from '../trading/index.js';
import type { TerminalSigner } from './terminal-signer.js';

export interface PlaceOrderDeps {
  trading: Pick<TradingService, 'prepareOrders' | 'postOrder'>;
  catalog: Pick<Catalog, 'tradingMarketByToken'>;
  now: () => number;
}

const ZERO_ADDRESS = '0x' + '00'.repeat(20);

/**
 * The ticket's order built for its market (tick, neg risk), signed by the vault for the market's
 * exchange: the body of POST /order but its `owner` (the API key it is posted under).
 */
export async function signedOrderBody(
  ticket: TerminalTicket,
  catalog: Pick<Catalog, 'tradingMarketByToken'>,
  signer: Pick<TerminalSigner, 'signOrder'>,
  nowMs: number,
): Promise<Omit<NewOrderBody, 'owner'>> {
  const found = catalog.tradingMarketByToken(ticket.tokenId);
  if (!found) throw badParameter('tokenId', 'is not a token of any market');
  const { fields, expiration } = buildTerminalOrder(ticket, found.market, nowMs);
  const exchange = found.market.negRisk ? 'negRisk' : 'standard';
  // Posted exactly as signed: maker, signer and signatureType are the vault's to decide.
  const signed = await signer.signOrder(fields, exchange);
  return {
    order: {
      ...signed,
      tokenId: String(signed.tokenId),
      makerAmount: String(signed.makerAmount),
      takerAmount: String(signed.takerAmount),
      timestamp: String(signed.timestamp),
      taker: ZERO_ADDRESS,
      expiration,
    },
    orderType: ticket.orderType,
    postOnly: ticket.postOnly ?? false,
    deferExec: false,
  };
}

/**
 * Builds the ticket's order for the account, has the vault sign it for the market's exchange
 * and posts it through the same intake as POST /order: same checks, limits, matching, ledger.
 */
export async function placeOrder(
  ticket: TerminalTicket,
  deps: PlaceOrderDeps,
  signer: TerminalSigner,
  identity: ApiKeyIdentity,
): Promise<OrderAnswer> {
  const signed = await signedOrderBody(ticket, deps.catalog, signer, deps.now());
  const body: NewOrderBody = { ...signed, owner: identity.apiKey };
  await deps.trading.prepareOrders([body]);
  return deps.trading.postOrder(identity, body);
}
