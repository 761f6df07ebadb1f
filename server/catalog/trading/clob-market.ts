import { notFound, type ClobMarket } from '../../contract/index.js';
import type { Database } from '../../storage/index.js';
import type { Catalog } from '../types.js';
import { microsToNumber } from '../shared/units.js';
import type { TradingMarkets } from './trading-markets.js';

/**
 * The asset rewards are paid in: the collateral token of the official client's contract
 * table (the same address on chains 137 and 80002).
 */
export const REWARDS_ASSET_ADDRESS = '0xC011a7E12a19f7B1f670d46F03B03f3342E82DFB';

/** Ticks of 0.0001 per unit of price. */
const TICKS_PER_UNIT = 10_000;

interface RewardsRow {
  rewards_daily_rate_micros: number;
  rewards_min_size_micros: number;
  rewards_max_spread_micros: number;
}

/**
 * GET /clob-markets/{condition_id}. The trading terms come from the trading view, so the
 * settings a client reads are exactly the ones orders are checked against.
 */
export function createClobMarketQuery(
  db: Database,
  trading: TradingMarkets,
): Pick<Catalog, 'clobMarket'> {
  const rewardsOf = db.prepare<[number], RewardsRow>(
    `SELECT rewards_daily_rate_micros, rewards_min_size_micros, rewards_max_spread_micros
     FROM markets WHERE id = ?`,
  );

  return {
    clobMarket(conditionId) {
      const market = trading.tradingMarket(conditionId);
      const rewards = market && rewardsOf.get(market.marketId);
      if (!market || !rewards) throw notFound(`market ${conditionId}`);
      const dailyRate = rewards.rewards_daily_rate_micros;
      const minSize = microsToNumber(rewards.rewards_min_size_micros);
      const maxSpread = microsToNumber(rewards.rewards_max_spread_micros);
      const answer: ClobMarket = {
        c: market.conditionId,
        t: market.tokens.map((token) => ({ t: token.tokenId, o: token.outcome })),
        mts: market.tickTicks / TICKS_PER_UNIT,
        mos: microsToNumber(market.minSizeMicros),
        mbf: market.makerBaseFeeBps,
        tbf: market.takerBaseFeeBps,
        nr: market.negRisk,
        fd: {
          r: microsToNumber(market.fee.rateMicros),
          e: market.fee.exponent,
          to: market.fee.takerOnly,
        },
        r: {
          rates:
            dailyRate > 0
              ? [
                  {
                    asset_address: REWARDS_ASSET_ADDRESS,
                    rewards_daily_rate: microsToNumber(dailyRate),
                  },
                ]
              : [],
          min_size: minSize,
          max_spread: maxSpread,
          mi: minSize,
          ma: maxSpread,
        },
        ao: market.acceptingOrders,
        gst: '',
        oas: 0,
        rfqe: false,
        itode: false,
        ibce: false,
      };
      return answer;
    },
  };
}
