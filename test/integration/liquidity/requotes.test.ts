import { afterEach, describe, expect, it } from 'vitest';
import type { TradingMarket } from '../../../server/catalog/index.js';
import type { OrderAnswer } from '../../../server/contract/index.js';
import type { Agent } from '../../../server/liquidity/agents.js';
import { visitMarket, type QuotedMarket } from '../../../server/liquidity/market-maker.js';
import type { AgentOrder } from '../../../server/liquidity/order-signer.js';
import { createRandom } from '../../../server/liquidity/random.js';
import { ALL_MARKET_IDS, conditionIdOf } from '../../support/catalog-fixture.js';
import { startLiquidVenue, type LiquidVenue } from './liquid-venue.js';

const marketWithTick = (tickTicks: number): TradingMarket => ({
  marketId: 1,
  conditionId: '0x01',
  question: 'Will it?',
  slug: 'will-it',
  icon: '',
  eventSlug: 'will-it',
  tokens: [
    { tokenId: '11', outcome: 'Yes', outcomeIndex: 0 },
    { tokenId: '12', outcome: 'No', outcomeIndex: 1 },
  ],
  tickTicks,
  minSizeMicros: 5_000_000,
  negRisk: false,
  fee: { rateMicros: 0, exponent: 0, takerOnly: true },
  makerBaseFeeBps: 0,
  takerBaseFeeBps: 0,
  active: true,
  closed: false,
  archived: false,
  acceptingOrders: true,
  winningOutcomeIndex: null,
});

/** An agent that records what it is asked to do; `refuse` orders are answered as refused. */
function recordingAgent() {
  const posted: AgentOrder[][] = [];
  const canceled: string[][] = [];
  let next = 0;
  const state = { refuse: 0 };
  const agent: Agent = {
    index: 0,
    address: '0xagent',
    caller: { address: '0xagent', apiKey: 'key' },
    post(_market, orders) {
      posted.push([...orders]);
      return orders.map((_, i): OrderAnswer => {
        const refused = i < state.refuse;
        return {
          success: !refused,
          errorMsg: refused ? 'not enough balance' : '',
          orderID: refused ? '' : `0x${(next++).toString(16)}`,
          status: refused ? '' : 'live',
          makingAmount: '',
          takingAmount: '',
          tradeIDs: [],
          transactionsHashes: [],
        };
      });
    },
    cancel(hashes) {
      if (hashes.length > 0) canceled.push([...hashes]);
      return true;
    },
    cancelAll: () => undefined,
    throttled: () => false,
    availableCollateral: () => 1e12,
    availableShares: () => 0,
    fund: () => undefined,
  };
  return { agent, posted, canceled, state };
}

/** A quoted market whose fair value follows a script instead of a random walk. */
function scriptedMarket(agent: Agent) {
  const fair = { value: 0.5 };
  const quoted: QuotedMarket = {
    conditionId: '0x01',
    marketId: 1,
    maker: agent,
    fair: { at: () => fair.value },
    random: createRandom(1),
    lot: 5,
    live: [],
    nudges: [],
    quoted: null,
    dirty: false,
    retryAtMs: null,
  };
  return { quoted, fair };
}

describe('simulated liquidity: when a market is requoted', () => {
  it('replaces the ladder only once the fair value moved two levels from where it was quoted', () => {
    const { agent, posted, canceled } = recordingAgent();
    const { quoted, fair } = scriptedMarket(agent);
    // A 0.001 tick: levels half a cent apart, so a requote takes a move of a cent.
    const market = marketWithTick(10);
    const visit = (value: number, atMs: number) => {
      fair.value = value;
      return visitMarket(quoted, market, 3, atMs).outcome;
    };
    expect(visit(0.5, 0)).toBe('quoted');
    expect(posted).toHaveLength(1);
    const firstLadder = [...quoted.live];
    expect(firstLadder).toHaveLength(6);
    // One level either way, or nearly two, leaves the quotes alone.
    expect([visit(0.505, 1), visit(0.5095, 2), visit(0.4905, 3), visit(0.495, 4)]).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(posted).toHaveLength(1);
    expect(canceled).toEqual([]);

    expect(visit(0.51, 5)).toBe('quoted');
    expect(canceled).toEqual([firstLadder]);
    expect(posted).toHaveLength(2);
    // Measured from the new quotes: a level up from them is not enough.
    expect(visit(0.515, 6)).toBe('unchanged');
    expect(visit(0.4999, 7)).toBe('quoted');
  });

  it('requotes at once after a fill or a tick-size change, and retries a ladder that did not rest', () => {
    const { agent, posted, state } = recordingAgent();
    const { quoted } = scriptedMarket(agent);
    expect(visitMarket(quoted, marketWithTick(10), 3, 0).outcome).toBe('quoted');
    quoted.dirty = true;
    expect(visitMarket(quoted, marketWithTick(10), 3, 1_000).outcome).toBe('quoted');
    expect(visitMarket(quoted, marketWithTick(10), 3, 2_000).outcome).toBe('unchanged');
    expect(visitMarket(quoted, marketWithTick(100), 3, 3_000).outcome).toBe('quoted');
    expect(posted.at(-1)?.every((order) => order.priceTicks % 100 === 0)).toBe(true);

    // Two quotes refused: the ladder stands one-sided until the retry a minute later.
    state.refuse = 2;
    quoted.dirty = true;
    expect(visitMarket(quoted, marketWithTick(100), 3, 4_000).outcome).toBe('quoted');
    expect(quoted.live).toHaveLength(4);
    state.refuse = 0;
    expect(visitMarket(quoted, marketWithTick(100), 3, 30_000).outcome).toBe('unchanged');
    expect(visitMarket(quoted, marketWithTick(100), 3, 64_000).outcome).toBe('quoted');
    expect(quoted.live).toHaveLength(6);
    expect(visitMarket(quoted, marketWithTick(100), 3, 200_000).outcome).toBe('unchanged');
  });
});

let lv: LiquidVenue | undefined;
afterEach(async () => {
  await lv?.close();
  lv = undefined;
});

describe('simulated liquidity: steady state', () => {
  it('posts about an order a tick for its ladders, while books stay two-sided and trades happen', async () => {
    // Default options but the hot markets' nudges and takers (the fixture's ten open markets
    // are all hot ones): only the timer is off.
    lv = await startLiquidVenue({ marketsPerTick: undefined });
    const { venue } = lv;
    await lv.run(5);
    expect(lv.liquidity.stats().quotedMarkets).toBe(10);
    const markets = ALL_MARKET_IDS.filter((id) => id <= 210).map(
      (id) => venue.catalog.tradingMarket(conditionIdOf(id)) as TradingMarket,
    );
    const tradeCount = () =>
      (venue.db.prepare('SELECT COUNT(*) AS n FROM trades').get() as { n: number }).n;
    const sentBefore = lv.sent.length;
    const tradesBefore = tradeCount();
    const ticks = 240;
    for (let i = 0; i < ticks; i += 20) {
      await lv.run(20);
      for (const market of markets) {
        const best = venue.trading.books.view(market).best(0);
        expect(best.bidTicks, market.question).not.toBeNull();
        expect(best.askTicks, market.question).not.toBeNull();
      }
    }
    const orders = lv.sent.length - sentBefore;
    // Some 60 taker orders and the requotes of the quotes they fill away; moving every quote
    // at every visit, as the agents once did, posts some 35 a tick.
    expect(orders / ticks).toBeLessThan(2);
    expect(tradeCount() - tradesBefore).toBeGreaterThan(ticks / 10);
    expect(lv.liquidity.stats().ordersRefused).toBe(0);
  });
});
