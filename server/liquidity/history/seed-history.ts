import { feeMicros, PRICE_SCALE, collateralMicros } from '../../shared/index.js';
import { inTransaction, type Database } from '../../storage/index.js';
import { createRandom, streamSeed, type Random } from '../random.js';
import { createBulkInsert } from './bulk-insert.js';
import { loadHistoryEvents, loadTraders } from './history-markets.js';
import { createHistoryLedger, type HistoryAccount } from './history-ledger.js';
import { eventPaths, HOUR_MS } from './price-paths.js';
import { planEventTrades, sharesFor, type TradeIntent } from './trade-plan.js';
import { createTraderPicker } from './traders.js';
import { withoutIndexes, writeBalances } from './write-balances.js';

export interface TradingHistoryOptions {
  /** Same seed, catalog and `nowMs`: the same history, row for row. */
  seed: number;
  /** The history ends here (ms); default now. */
  nowMs?: number;
  /** How far back it reaches. Default 30. */
  days?: number;
  /** Told how far along the history is, from 0 to 1, a few dozen times. */
  onProgress?: (fraction: number) => void;
}

export interface TradingHistorySummary {
  traders: number;
  trades: number;
  /** Markets with at least one fill. */
  markets: number;
  redemptions: number;
  volumeMicros: number;
}

const DAY_MS = 24 * HOUR_MS;
const ZERO32 = '0x' + '00'.repeat(32);
const MICROS = 1_000_000;
/** What a trader deposits at a time, at least: whales deposit more. */
const DEPOSIT_DOLLARS = 1_000;
const PROGRESS_STEPS = 20;

const iso = (ms: number): string => new Date(ms).toISOString();

const hexBytes = Buffer.alloc(32);

/** 32 random bytes as 0x hex: order hashes and settlement ids, from the seeded generator. */
function hex32(random: Random): string {
  for (let i = 0; i < 32; i += 4) hexBytes.writeUInt32BE(random.int(0x1_0000_0000), i);
  return '0x' + hexBytes.toString('hex');
}

/** A UUID version 7 for a trade at `ms`, its random bits from the seeded generator. */
function tradeUuid(random: Random, ms: number): string {
  const time = ms.toString(16).padStart(12, '0');
  const rand = (digits: number) =>
    random
      .int(16 ** Math.min(digits, 8))
      .toString(16)
      .padStart(Math.min(digits, 8), '0');
  const variant = (8 + random.int(4)).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${rand(3)}-${variant}${rand(3)}-${rand(4)}${rand(8)}`;
}

/**
 * Writes a trading history of the last `days` days between the demo's traders straight into the
 * ledger's tables (orders, trades, positions, balances, deposits, redemptions), as if they had
 * traded through the venue: every fill is booked by the live ledger's rules, resolved markets
 * are redeemed when they closed, and the venue computes volumes, prices and price history from
 * these fills like from any other. Only into an empty ledger.
 */
export function seedTradingHistory(
  db: Database,
  options: TradingHistoryOptions,
): TradingHistorySummary {
  const nowMs = options.nowMs ?? Date.now();
  const days = options.days ?? 30;
  const progress = options.onProgress ?? (() => undefined);
  const existing = db.prepare('SELECT COUNT(*) FROM trades').pluck().get() as number;
  if (existing > 0) throw new Error('the trading history can only be written into an empty ledger');
  const traders = loadTraders(db);
  const empty = { traders: 0, trades: 0, markets: 0, redemptions: 0, volumeMicros: 0 };
  if (traders.length < 2) return empty;

  const startMs = nowMs - days * DAY_MS;
  const hours = days * 24;
  const intents: TradeIntent[] = [];
  for (const event of loadHistoryEvents(db)) {
    const random = createRandom(streamSeed(options.seed, event.id, 11));
    const paths = eventPaths(random, event, startMs, hours);
    for (const intent of planEventTrades(random, event, paths, startMs, nowMs, hours)) {
      intents.push(intent);
    }
  }
  intents.sort((a, b) => a.atMs - b.atMs || a.market.id - b.market.id);
  const settlements = [
    ...new Map(intents.map((intent) => [intent.market.id, intent.market])).values(),
  ]
    .filter((market) => market.closedMs !== null && market.winner !== null)
    .sort((a, b) => (a.closedMs as number) - (b.closedMs as number) || a.id - b.id);
  progress(0.1);

  return inTransaction(db, () => {
    const restoreIndexes = withoutIndexes(db, ['orders', 'trades']);
    const firstAccountId =
      ((db.prepare('SELECT MAX(id) FROM accounts').pluck().get() as number | null) ?? 0) + 1;
    const ledger = createHistoryLedger(traders, firstAccountId);
    // The accounts first, their final balances at the end: fills refer to them as they go.
    const accounts = createBulkInsert(db, 'accounts', ['id', 'address', 'created_at']);
    for (const account of ledger.accounts) accounts.add(account.id, account.address, iso(startMs));
    accounts.flush();
    const accountOf = (id: number) => ledger.accounts[id - firstAccountId] as HistoryAccount;
    const random = createRandom(streamSeed(options.seed, 0, 12));
    const picker = createTraderPicker(random, traders.length);
    let orderId =
      ((db.prepare('SELECT MAX(id) FROM orders').pluck().get() as number | null) ?? 0) + 1;
    const orders = createBulkInsert(db, 'orders', ORDER_COLUMNS);
    const trades = createBulkInsert(db, 'trades', TRADE_COLUMNS);
    const traded = new Set<number>();
    let volumeMicros = 0;
    let settled = 0;

    const fund = (account: HistoryAccount, needMicros: number, at: string): void => {
      if (account.collateralMicros >= needMicros) return;
      const unit = DEPOSIT_DOLLARS * MICROS * picker.depositScale(account.id - firstAccountId);
      const amount = Math.ceil(Math.max(unit, needMicros - account.collateralMicros) / MICROS);
      ledger.deposit(account, amount * MICROS, at);
    };

    const step = Math.max(1, Math.ceil(intents.length / PROGRESS_STEPS));
    intents.forEach((intent, index) => {
      while (settled < settlements.length) {
        const market = settlements[settled] as (typeof settlements)[number];
        if ((market.closedMs as number) > intent.atMs) break;
        ledger.settle(
          market.id,
          market.winner as number,
          iso(market.closedMs as number),
          accountOf,
        );
        settled += 1;
      }
      const { market, yesTicks } = intent;
      const [takerIndex, makerIndex] = picker.pair();
      const taker = ledger.accounts[takerIndex] as HistoryAccount;
      const maker = ledger.accounts[makerIndex] as HistoryAccount;
      const at = iso(intent.atMs);
      // The taker wants one outcome: it sells the other where it holds enough, else buys. The
      // maker takes the other side the same way; same token: a transfer, else a mint or merge.
      const wanted = intent.takerLongYes ? 0 : 1;
      const yesOf = (token: number) => (token === 0 ? yesTicks : PRICE_SCALE - yesTicks);
      // Shares for the ticket at the price of the token the taker trades.
      const toSell = sharesFor(intent.ticketDollars, yesOf(1 - wanted));
      const takerSells = ledger.held(taker, market.tokens[1 - wanted] as string) >= toSell;
      const takerToken = takerSells ? 1 - wanted : wanted;
      const sizeMicros = takerSells ? toSell : sharesFor(intent.ticketDollars, yesOf(wanted));
      const makerSells = ledger.held(maker, market.tokens[wanted] as string) >= sizeMicros;
      const makerToken = makerSells ? wanted : 1 - wanted;
      const makerPrice = makerToken === 0 ? yesTicks : PRICE_SCALE - yesTicks;
      const takerPrice = makerToken === takerToken ? makerPrice : PRICE_SCALE - makerPrice;
      const takerFee = feeMicros(market.fee, makerPrice, sizeMicros);
      const makerFee = market.fee.takerOnly ? 0 : takerFee;
      const kind = makerToken === takerToken ? 'transfer' : makerSells ? 'merge' : 'mint';
      const book = (
        account: HistoryAccount,
        token: number,
        sells: boolean,
        price: number,
        fee: number,
      ) => {
        const collateral = collateralMicros(price, sizeMicros);
        if (!sells) fund(account, collateral + fee, at);
        return ledger.fill(
          account,
          {
            tokenId: market.tokens[token] as string,
            marketId: market.id,
            outcomeIndex: token,
            side: sells ? 'SELL' : 'BUY',
            sizeMicros,
            collateralMicros: collateral,
            feeMicros: fee,
          },
          at,
        );
      };
      const makerFeeCharged = book(maker, makerToken, makerSells, makerPrice, makerFee);
      const takerFeeCharged = book(taker, takerToken, takerSells, takerPrice, takerFee);

      const makerId = orderId++;
      const takerId = orderId++;
      const restedFor = Math.min(intent.atMs - market.createdMs, random.int(2 * HOUR_MS));
      const orderRow = (
        id: number,
        account: HistoryAccount,
        token: number,
        sells: boolean,
        price: number,
        type: string,
        createdMs: number,
      ) =>
        orders.add(
          id,
          hex32(random),
          account.id,
          account.address,
          '',
          account.address,
          account.address,
          0,
          market.id,
          market.tokens[token] as string,
          token,
          sells ? 'SELL' : 'BUY',
          type,
          0,
          price,
          sizeMicros,
          sizeMicros,
          0,
          'MATCHED',
          0,
          ZERO32,
          iso(createdMs),
          at,
        );
      orderRow(makerId, maker, makerToken, makerSells, makerPrice, 'GTC', intent.atMs - restedFor);
      orderRow(takerId, taker, takerToken, takerSells, takerPrice, 'FAK', intent.atMs);
      trades.add(
        tradeUuid(random, intent.atMs),
        kind,
        market.id,
        sizeMicros,
        takerId,
        taker.id,
        taker.address,
        takerToken,
        takerSells ? 'SELL' : 'BUY',
        takerPrice,
        takerFeeCharged,
        makerId,
        maker.id,
        maker.address,
        makerToken,
        makerSells ? 'SELL' : 'BUY',
        makerPrice,
        makerFeeCharged,
        at,
        hex32(random),
      );
      traded.add(market.id);
      volumeMicros += collateralMicros(takerPrice, sizeMicros);
      if ((index + 1) % step === 0) progress(0.1 + (0.8 * (index + 1)) / intents.length);
    });
    for (; settled < settlements.length; settled++) {
      const market = settlements[settled] as (typeof settlements)[number];
      ledger.settle(market.id, market.winner as number, iso(market.closedMs as number), accountOf);
    }
    orders.flush();
    trades.flush();
    restoreIndexes();
    writeBalances(db, ledger);
    progress(1);
    return {
      traders: ledger.accounts.filter((account) => account.createdAt !== null).length,
      trades: intents.length,
      markets: traded.size,
      redemptions: ledger.redemptions.length,
      volumeMicros,
    };
  });
}

const ORDER_COLUMNS = [
  'id',
  'hash',
  'account_id',
  'owner_address',
  'api_key',
  'maker_address',
  'signer_address',
  'signature_type',
  'market_id',
  'token_id',
  'token_index',
  'side',
  'order_type',
  'post_only',
  'price_ticks',
  'original_micros',
  'matched_micros',
  'reserved_micros',
  'status',
  'expiration',
  'builder',
  'created_at',
  'updated_at',
];

const TRADE_COLUMNS = [
  'trade_id',
  'kind',
  'market_id',
  'size_micros',
  'taker_order_id',
  'taker_account_id',
  'taker_owner_address',
  'taker_token_index',
  'taker_side',
  'taker_price_ticks',
  'taker_fee_micros',
  'maker_order_id',
  'maker_account_id',
  'maker_owner_address',
  'maker_token_index',
  'maker_side',
  'maker_price_ticks',
  'maker_fee_micros',
  'match_time',
  'transaction_hash',
];
