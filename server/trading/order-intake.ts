import type { Auth, ExchangeKind, SignedOrder } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import { ServiceError, type NewOrderBody, type OrderAnswer } from '../contract/index.js';
import type { RestingOrder, SubmitAccepted } from '../engine/index.js';
import { decimalStringFromMicros } from '../shared/index.js';
import { buyReserveMicros, type Ledger } from '../ledger/index.js';
import type { Database } from '../storage/index.js';
import type { BookRegistry } from './books.js';
import type { Bookkeeping } from './bookkeeping.js';
import type { GroupCommit } from './group-commit.js';
import { checkOrder, rejectionMessage, type Caller, type CheckedOrder } from './order-checks.js';
import { orderAnswer } from './order-answer.js';
import type { NewOrderRecord, OrderRecords } from './order-records.js';

export interface IntakeDeps {
  db: Database;
  auth: Auth;
  ledger: Ledger;
  records: OrderRecords;
  books: BookRegistry;
  bookkeeping: Bookkeeping;
  commits: GroupCommit;
  marketByToken: (tokenId: string) => { market: TradingMarket; tokenIndex: 0 | 1 } | undefined;
  now: () => number;
}

// The venue's own wording for market orders that found too little liquidity.
const FOK_KILLED = "order couldn't be fully filled. FOK orders are fully filled or killed.";
const FAK_KILLED =
  'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.';

export interface OrderIntake {
  /** POST /order: verify, check funds, match, record. Refusals throw a 4xx ServiceError. */
  post(caller: Caller, body: NewOrderBody): OrderAnswer;
  /** Recovers the orders' signing keys off the event loop before `post` (never rejects). */
  prepare(bodies: readonly NewOrderBody[]): Promise<void>;
  /** Cancels, in SQLite, orders the engine already dropped (expired, or met by their owner). */
  cancelDropped(dropped: readonly RestingOrder[], at: string): void;
}

export function createOrderIntake(deps: IntakeDeps): OrderIntake {
  const { db, ledger, records, books, bookkeeping, commits } = deps;
  const maxId = db.prepare('SELECT max(id) AS id FROM orders').get() as { id: number | null };
  // Engine ids are handed out here, in time order; a refused order leaves a harmless gap.
  let nextOrderId = (maxId.id ?? 0) + 1;

  const cancelDropped = (dropped: readonly RestingOrder[], at: string): void => {
    for (const resting of dropped) {
      const stored = records.order(resting.id);
      if (stored && stored.status === 'LIVE') bookkeeping.cancel(stored, at);
    }
  };

  const checkFunds = (checked: CheckedOrder, accountId: number): void => {
    const { market, priceTicks, sizeMicros } = checked;
    const buying = checked.side === 'BUY';
    const need = buying ? buyReserveMicros(priceTicks, sizeMicros, market.fee) : sizeMicros;
    const available = buying
      ? ledger.availableCollateral(accountId)
      : ledger.availableShares(accountId, market.tokens[checked.tokenIndex].tokenId);
    if (available < need) {
      throw new ServiceError(
        'invalid_input',
        `not enough balance / allowance: the order needs ${decimalStringFromMicros(need)} ` +
          `${buying ? 'collateral' : 'shares'}, ${decimalStringFromMicros(available)} available`,
      );
    }
  };

  const record = (order: NewOrderRecord, result: SubmitAccepted, market: TradingMarket) => {
    const at = order.createdAt;
    cancelDropped(result.selfTradeCancelled, at);
    // Reserving the resting part first lets the row go in once, final. The funds check covered
    // the whole order, so the fills that follow still find what they spend.
    const rests = result.restingMicros > 0;
    if (rests) bookkeeping.reserve(order, result.restingMicros, market);
    records.insertOrder(order);
    bookkeeping.placed(order, market, rests, at);
    const booked = result.fills.map((fill) => bookkeeping.fill(fill, order, market, at));
    const status = result.status === 'live' ? 'live' : 'matched';
    return orderAnswer(order.hash, status, order.side, result.fills, booked);
  };

  return {
    cancelDropped,

    prepare(bodies) {
      const orders: { order: SignedOrder; exchange: ExchangeKind }[] = [];
      for (const { order } of bodies) {
        const found = deps.marketByToken(order.tokenId);
        if (found) orders.push({ order, exchange: found.market.negRisk ? 'negRisk' : 'standard' });
      }
      return deps.auth.orders.recoverAhead(orders);
    },

    post(caller, body) {
      const nowMs = deps.now();
      const checked = checkOrder(body, caller, deps.marketByToken, deps.auth, nowMs);
      if (records.hashExists(checked.hash)) {
        throw new ServiceError(
          'invalid_input',
          `duplicate order: ${checked.hash} was already submitted`,
        );
      }
      const { market } = checked;
      const book = books.bookFor(market);
      // Whatever the engine did is undone by rebuilding the book from SQLite once rolled back.
      const forgetBook = (): void => books.forget(market.marketId);
      const at = new Date(nowMs).toISOString();
      const expired = book.expire(nowMs);
      if (expired.length > 0) commits.run(() => cancelDropped(expired, at), forgetBook);

      // A wallet's first order opens its account, a write; later ones only read it.
      const account =
        ledger.findAccount(body.order.maker) ??
        commits.run(() => ledger.accountFor(body.order.maker));
      checkFunds(checked, account.id);
      const id = nextOrderId++;
      const result = book.submit(
        {
          id,
          owner: account.id,
          tokenIndex: checked.tokenIndex,
          side: checked.side,
          priceTicks: checked.priceTicks,
          sizeMicros: checked.sizeMicros,
          type: checked.orderType,
          postOnly: checked.postOnly,
          ...(checked.orderType === 'GTD' ? { expiresAtMs: checked.expiration * 1000 } : {}),
        },
        nowMs,
      );
      if (result.status === 'rejected')
        throw new ServiceError('invalid_input', rejectionMessage(result.reason));
      if (result.status === 'unmatched') {
        commits.run(() => cancelDropped(result.selfTradeCancelled, at), forgetBook);
        throw new ServiceError(
          'invalid_input',
          checked.orderType === 'FOK' ? FOK_KILLED : FAK_KILLED,
        );
      }
      const order: NewOrderRecord = {
        id,
        hash: checked.hash,
        accountId: account.id,
        ownerAddress: caller.address.toLowerCase(),
        apiKey: caller.apiKey,
        makerAddress: body.order.maker.toLowerCase(),
        signerAddress: body.order.signer.toLowerCase(),
        signatureType: body.order.signatureType,
        marketId: market.marketId,
        tokenId: market.tokens[checked.tokenIndex].tokenId,
        tokenIndex: checked.tokenIndex,
        side: checked.side,
        orderType: checked.orderType,
        postOnly: checked.postOnly,
        priceTicks: checked.priceTicks,
        originalMicros: checked.sizeMicros,
        matchedMicros: result.filledMicros,
        reservedMicros: 0,
        status: result.restingMicros > 0 ? 'LIVE' : 'MATCHED',
        expiration: checked.expiration,
        builder: body.order.builder.toLowerCase(),
        createdAt: at,
      };
      return commits.run(() => record(order, result, market), forgetBook);
    },
  };
}
