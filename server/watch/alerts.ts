import {
  MAX_ALERTS,
  ServiceError,
  badParameter,
  notFound,
  type AccountEvent,
  type Alert,
  type AlertCondition,
  type AlertFiring,
  type NewAlert,
} from '../contract/index.js';
import type { Catalog } from '../catalog/index.js';
import { priceStringFromTicks, ticksFromPriceString } from '../shared/index.js';
import type { Database } from '../storage/index.js';
import {
  amountHolds,
  movedPercent,
  nextState,
  priceHolds,
  type Observation,
} from './alert-rules.js';
import type { AlertRecord, AlertStore } from './alert-store.js';
import { priceText, subjectOf, titleOf } from './alert-titles.js';
import { quoteValue, type QuoteBook } from './quotes.js';
import type { VenueCall } from '../terminal/index.js';

export interface AlertsDeps {
  db: Database;
  store: AlertStore;
  catalog: Pick<Catalog, 'tradingMarketByToken' | 'tradingMarket'>;
  quotes: QuoteBook;
  call: VenueCall;
  now: () => number;
  /** Each firing as it is recorded. */
  notify: (firing: AlertFiring) => void;
}

type TokenCondition = Extract<AlertCondition, { tokenId: string }>;
const onQuotes = (
  condition: AlertCondition,
): condition is Exclude<TokenCondition, { kind: 'pnl' }> =>
  condition.kind === 'price' || condition.kind === 'move' || condition.kind === 'spread';

const microsText = (micros: number): string => (micros / 1_000_000).toFixed(2);

/**
 * The alerts: each condition evaluated where its data arrives (quotes on the market channel,
 * the account's order events, the catalog and positions every few seconds), each firing
 * recorded and told at once, at most once per crossing (alert-rules.ts).
 */
export function createAlerts(deps: AlertsDeps) {
  const { store, catalog, quotes, now } = deps;
  const alerts = new Map<number, AlertRecord>(store.all().map((record) => [record.id, record]));
  /** Move alerts' recent values, oldest first. */
  const samples = new Map<number, { at: number; ticks: number }[]>();
  const marketRow = deps.db.prepare(
    'SELECT closed, winning_outcome_index AS winner, volume_24hr_micros AS volume FROM markets WHERE condition_id = ?',
  );

  const conditionIdOf = (condition: AlertCondition): string | null => {
    if ('conditionId' in condition) return condition.conditionId;
    if ('tokenId' in condition)
      return catalog.tradingMarketByToken(condition.tokenId)?.market.conditionId ?? null;
    return null;
  };

  const apply = (record: AlertRecord, observation: Observation | null): void => {
    if (!observation) return;
    const at = now();
    const next = nextState(record.state, record.rearm, observation.holds, at, record.lastFiredAt);
    if (!next.fire) {
      if (next.state !== record.state) {
        record.state = next.state;
        store.setState(record.id, next.state);
      }
      return;
    }
    // A market closes once: its alert is done whatever its re-arm rule.
    record.state = record.condition.kind === 'market' ? 'done' : next.state;
    record.lastFiredAt = at;
    record.firings += 1;
    const summary = `${titleOf(catalog, record.condition)}: ${observation.value}`;
    deps.notify(
      store.fire(record, at, observation.value, summary, conditionIdOf(record.condition)),
    );
  };

  const observeQuote = (
    record: AlertRecord,
    condition: Exclude<TokenCondition, { kind: 'pnl' }>,
  ): Observation | null => {
    const quote = quotes.get(condition.tokenId);
    if (!quote) return null;
    if (condition.kind === 'spread') {
      const tick = catalog.tradingMarketByToken(condition.tokenId)?.market.tickTicks ?? 100;
      if (quote.bidTicks === null || quote.askTicks === null) return null;
      const ticks = Math.round((quote.askTicks - quote.bidTicks) / tick);
      return { holds: ticks > condition.ticks, value: `spread ${ticks} ticks` };
    }
    const ticks = quoteValue(quote, condition.source);
    if (ticks === null) return null;
    if (condition.kind === 'price') {
      return {
        holds: priceHolds(condition, ticks),
        value: `${condition.source} ${priceText(ticks)}`,
      };
    }
    const at = now();
    const window = (samples.get(record.id) ?? []).filter(
      (s) => s.at >= at - condition.windowMinutes * 60_000,
    );
    window.push({ at, ticks });
    samples.set(record.id, window);
    const moved = movedPercent(window);
    if (moved === null) return null;
    return {
      holds: moved >= condition.percent,
      value: `${condition.source} ${priceText(window[0]!.ticks)} → ${priceText(ticks)} (${moved.toFixed(1)} %)`,
    };
  };

  const observeMarket = (
    condition: Extract<AlertCondition, { conditionId: string }>,
  ): Observation | null => {
    const row = marketRow.get(condition.conditionId.toLowerCase()) as
      { closed: number; winner: number | null; volume: number } | undefined;
    if (!row) return null;
    if (condition.kind === 'volume') {
      const level = Math.round(Number(condition.above) * 1_000_000);
      return { holds: row.volume > level, value: `24 h volume ${microsText(row.volume)}` };
    }
    if (row.winner !== null) {
      const outcome = catalog.tradingMarket(condition.conditionId)?.tokens[row.winner as 0 | 1]
        ?.outcome;
      return { holds: true, value: `resolved to ${outcome ?? `outcome ${row.winner}`}` };
    }
    return { holds: row.closed === 1, value: row.closed === 1 ? 'closed' : 'open' };
  };

  const live = (kind: (condition: AlertCondition) => boolean) =>
    [...alerts.values()].filter((record) => record.state !== 'done' && kind(record.condition));

  const view = (record: AlertRecord): Alert => ({
    id: record.id,
    condition: record.condition,
    rearm: record.rearm,
    note: record.note,
    state: record.state,
    title: titleOf(catalog, record.condition),
    createdAt: record.createdAt,
    lastFiredAt: record.lastFiredAt,
    firings: record.firings,
  });

  const validate = (condition: AlertCondition): void => {
    if ('tokenId' in condition) {
      const found = catalog.tradingMarketByToken(condition.tokenId);
      if (!found) throw notFound(`token ${condition.tokenId}`);
      if (condition.kind === 'price') {
        const ticks = ticksFromPriceString(condition.price) ?? -1;
        const tick = found.market.tickTicks;
        if (ticks % tick !== 0) {
          throw badParameter(
            'condition.price',
            `is not on the market's tick (${priceStringFromTicks(tick)})`,
          );
        }
      }
    }
    if ('conditionId' in condition && !catalog.tradingMarket(condition.conditionId)) {
      throw notFound(`market ${condition.conditionId}`);
    }
  };

  return {
    /** The tokens whose quotes the armed alerts watch. */
    tokens: (): string[] =>
      live(onQuotes).map((record) => (record.condition as TokenCondition).tokenId),
    /** Whether an alert waits for the account's order events. */
    wantsAccountEvents: (): boolean => live((condition) => condition.kind === 'order').length > 0,

    onQuotes(tokens: Set<string>): void {
      for (const record of live(onQuotes)) {
        const condition = record.condition as Exclude<TokenCondition, { kind: 'pnl' }>;
        if (tokens.has(condition.tokenId)) apply(record, observeQuote(record, condition));
      }
    },

    /** The catalog's figures and the positions' PnL, read every few seconds. */
    async poll(): Promise<void> {
      for (const record of live((c) => c.kind === 'volume' || c.kind === 'market')) {
        apply(
          record,
          observeMarket(record.condition as Extract<AlertCondition, { conditionId: string }>),
        );
      }
      const pnl = live((condition) => condition.kind === 'pnl');
      if (pnl.length === 0) return;
      const positions = await deps.call('terminal.positions', {}).catch(() => null);
      if (!positions) return;
      for (const record of pnl) {
        const condition = record.condition as Extract<AlertCondition, { kind: 'pnl' }>;
        const position = positions.find((candidate) => candidate.asset === condition.tokenId);
        if (!position) continue;
        const micros = Math.round(position.cashPnl * 1_000_000);
        apply(record, {
          holds: amountHolds(condition.direction, micros, condition.level),
          value: `PnL ${microsText(micros)}`,
        });
      }
    },

    /** The account's order events: fills (with the trade's size and price) and cancels. */
    async onAccountEvent(event: AccountEvent): Promise<void> {
      const orderAlerts = live((condition) => condition.kind === 'order');
      if (orderAlerts.length === 0) return;
      const matches = (orderId: string, kind: 'fill' | 'cancel') =>
        orderAlerts.filter((record) => {
          const condition = record.condition as Extract<AlertCondition, { kind: 'order' }>;
          return (
            (condition.orderId === undefined || condition.orderId === orderId) &&
            (condition.event === 'any' || condition.event === kind)
          );
        });
      if (event.type === 'order' && event.status.toUpperCase() === 'CANCELED') {
        for (const record of matches(event.orderId, 'cancel')) {
          apply(record, { holds: true, value: `order ${event.orderId.slice(0, 10)}… cancelled` });
          // An order event holds only at its moment: the alert may fire again on the next one.
          if (record.state === 'waiting') apply(record, { holds: false, value: '' });
        }
        return;
      }
      if (event.type !== 'trade') return;
      const trades = await deps.call('terminal.trades', { limit: 20 }).catch(() => []);
      const trade = trades.find((candidate) => candidate.id === event.tradeId);
      if (!trade) return;
      const orderIds = [trade.taker_order_id, ...trade.maker_orders.map((maker) => maker.order_id)];
      for (const orderId of orderIds) {
        for (const record of matches(orderId, 'fill')) {
          apply(record, { holds: true, value: `filled ${trade.size} @ ${trade.price}` });
          if (record.state === 'waiting') apply(record, { holds: false, value: '' });
        }
      }
    },

    list: (): Alert[] => [...alerts.values()].sort((a, b) => b.id - a.id).map(view),
    create(input: NewAlert): Alert {
      if (alerts.size >= MAX_ALERTS) {
        throw new ServiceError('invalid_input', `at most ${MAX_ALERTS} alerts: delete one`);
      }
      validate(input.condition);
      const record = store.insert(input.condition, input.rearm, input.note ?? '', now());
      alerts.set(record.id, record);
      return view(record);
    },
    remove(id: number): { deleted: number } {
      if (!alerts.has(id)) throw notFound(`alert ${id}`);
      store.remove(id);
      alerts.delete(id);
      samples.delete(id);
      return { deleted: id };
    },
    firings: (alertId: number | undefined, after: number, limit: number) =>
      store.firings(alertId, after, limit),
    subjectOf: (condition: AlertCondition) => subjectOf(catalog, condition),
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
