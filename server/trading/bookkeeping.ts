import { createHash } from 'node:crypto';
import type { TradingMarket } from '../catalog/index.js';
import type { Fill, FillParty } from '../engine/index.js';
import { buyReserveMicros, type Ledger } from '../ledger/index.js';
import type { OrderRecord, OrderRecords } from './order-records.js';
import { timeOrderedUuid } from './time-ordered-id.js';
import type { OrderEvent, VenueJournal } from './venue-events.js';

/**
 * Writes what the engine decided into the ledger and the order and trade tables. Callers run
 * these inside one transaction per request, so an answer never reports an unrecorded change.
 */
export interface Bookkeeping {
  /** Releases what an open order holds back and marks it CANCELED. */
  cancel(order: OrderRecord, at: string): void;
  /** Books one fill for both sides; returns the trade id. The taker order row must exist. */
  fill(fill: Fill, taker: OrderRecord, market: TradingMarket, at: string): FillBooked;
  /** Holds back what the resting part of a new order needs. */
  reserve(order: OrderRecord, restingMicros: number, market: TradingMarket): void;
  /** Announces an accepted order (its row written, `matchedMicros` final). */
  placed(order: OrderRecord, market: TradingMarket, rests: boolean, at: string): void;
}

export interface FillBooked {
  tradeId: string;
  transactionHash: string;
}

/** The local venue settles at once; this stands in for the settlement transaction's hash. */
const settlementHash = (tradeId: string): string =>
  '0x' + createHash('sha256').update(`marketdesk-settlement:${tradeId}`).digest('hex');

export interface BookkeepingDeps {
  ledger: Ledger;
  records: OrderRecords;
  journal: VenueJournal;
  marketOf: (order: OrderRecord) => TradingMarket | undefined;
}

export function createBookkeeping({
  ledger,
  records,
  journal,
  marketOf,
}: BookkeepingDeps): Bookkeeping {
  const announce = (
    type: OrderEvent['type'],
    order: OrderRecord,
    market: TradingMarket | undefined,
    bookChanged: boolean,
    at: string,
  ): void => {
    if (!market) return;
    const atMs = Date.parse(at);
    journal.emit({ kind: 'order', type, order: { ...order }, market, bookChanged, atMs });
  };

  const release = (order: OrderRecord): void => {
    if (order.side === 'BUY') ledger.reserveCollateral(order.accountId, -order.reservedMicros);
    else ledger.reserveShares(order.accountId, order.tokenId, -order.reservedMicros);
    order.reservedMicros = 0;
  };

  const book = (party: FillParty, size: number, market: TradingMarket, at: string): number =>
    ledger.applyFill(
      {
        accountId: party.owner,
        tokenId: market.tokens[party.tokenIndex].tokenId,
        marketId: market.marketId,
        outcomeIndex: party.tokenIndex,
        side: party.side,
        sizeMicros: size,
        collateralMicros: party.collateralMicros,
        feeMicros: party.feeMicros,
      },
      at,
    );

  return {
    cancel(order, at) {
      release(order);
      order.status = 'CANCELED';
      records.updateOrder(order, at);
      announce('CANCELLATION', order, marketOf(order), true, at);
    },

    fill(fill, taker, market, at) {
      const maker = records.order(fill.maker.orderId);
      if (!maker) throw new Error(`fill against unknown order ${fill.maker.orderId}`);
      release(maker);
      const makerFee = book(fill.maker, fill.sizeMicros, market, at);
      const takerFee = book(fill.taker, fill.sizeMicros, market, at);
      maker.matchedMicros += fill.sizeMicros;
      const remaining = maker.originalMicros - maker.matchedMicros;
      this.reserve(maker, remaining, market);
      if (remaining === 0) maker.status = 'MATCHED';
      records.updateOrder(maker, at);

      const tradeId = timeOrderedUuid(Date.parse(at));
      const transactionHash = settlementHash(tradeId);
      const trade = {
        tradeId,
        kind: fill.kind,
        marketId: market.marketId,
        sizeMicros: fill.sizeMicros,
        takerOrderId: taker.id,
        takerAccountId: taker.accountId,
        takerOwnerAddress: taker.ownerAddress,
        takerTokenIndex: fill.taker.tokenIndex,
        takerSide: fill.taker.side,
        takerPriceTicks: fill.taker.priceTicks,
        takerFeeMicros: takerFee,
        makerOrderId: maker.id,
        makerAccountId: maker.accountId,
        makerOwnerAddress: maker.ownerAddress,
        makerTokenIndex: fill.maker.tokenIndex,
        makerSide: fill.maker.side,
        makerPriceTicks: fill.maker.priceTicks,
        makerFeeMicros: makerFee,
        matchTime: at,
        transactionHash,
      };
      records.insertTrade(trade);
      announce('UPDATE', maker, market, true, at);
      journal.emit({
        kind: 'trade',
        trade,
        market,
        takerOrder: { ...taker },
        makerOrder: { ...maker },
        atMs: Date.parse(at),
      });
      return { tradeId, transactionHash };
    },

    reserve(order, restingMicros, market) {
      const amount =
        order.side === 'BUY'
          ? buyReserveMicros(order.priceTicks, restingMicros, market.fee)
          : restingMicros;
      if (order.side === 'BUY') ledger.reserveCollateral(order.accountId, amount);
      else ledger.reserveShares(order.accountId, order.tokenId, amount);
      order.reservedMicros = amount;
    },

    placed: (order, market, rests, at) => announce('PLACEMENT', order, market, rests, at),
  };
}
