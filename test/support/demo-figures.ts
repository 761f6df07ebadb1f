// How credible a demo looks, as the catalog, the book, the tape and the chart report it, for
// the 20 open markets with the most 24 h volume: what the demo test asserts and the demo bench
// reports.

interface ListedMarket {
  id: string;
  conditionId: string;
  clobTokenIds: string;
  volume24hr?: number;
  liquidityNum?: number;
  oneDayPriceChange?: number;
  bestBid?: number;
  bestAsk?: number;
  orderPriceMinTickSize: number;
}
interface Level {
  price: string;
  size: string;
}

export interface DemoMarketFigures {
  id: string;
  volume24h: number;
  liquidity: number;
  /** Levels of each side of the YES book, and whether that side runs to the grid's edge. */
  bids: number;
  asks: number;
  bidsReachEdge: boolean;
  asksReachEdge: boolean;
  /** Shares resting in the best 5 levels of both sides. */
  top5Shares: number;
  /** The 95th-percentile size of the market's last 100 prints. */
  p95PrintShares: number;
}

export interface DemoFigures {
  markets: DemoMarketFigures[];
  /** Of the price moves in the top markets' 1-day histories, how many reverse the one before. */
  moves: number;
  reversals: number;
}

/** The open markets by 24 h volume, 20 from `offset`. */
const ranked = (offset: number) =>
  `/markets?closed=false&order=volume24hr&ascending=false&limit=20&offset=${offset}`;

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
};
const yesToken = (market: ListedMarket): string =>
  (JSON.parse(market.clobTokenIds) as string[])[0] as string;
const shares = (levels: readonly Level[]) =>
  levels.reduce((total, level) => total + Number(level.size), 0);

/** Whether a side's far level sits at the edge of the price grid (no room for more levels). */
function reachesEdge(levels: readonly Level[], tick: number, side: 'bid' | 'ask'): boolean {
  const prices = levels.map((level) => Number(level.price));
  return side === 'bid' ? Math.min(...prices) <= 0.01 + tick : Math.max(...prices) >= 0.99 - tick;
}

/** The top markets, once every one is quoted on both sides with its figures in the catalog. */
async function quotedMarkets(url: string, offset = 0, timeoutMs = 60_000): Promise<ListedMarket[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const markets = await getJson<ListedMarket[]>(url + ranked(offset));
    if (markets.every((market) => market.bestBid && market.bestAsk && market.liquidityNum))
      return markets;
    if (Date.now() > until) throw new Error(`the top markets were not quoted in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The figures of the 20 open markets with the most 24 h volume from `offset` (0: the top). */
export async function demoFigures(url: string, offset = 0): Promise<DemoFigures> {
  const markets = await quotedMarkets(url, offset);
  const figures: DemoMarketFigures[] = [];
  let moves = 0;
  let reversals = 0;
  for (const market of markets) {
    const token = yesToken(market);
    const book = await getJson<{ bids: Level[]; asks: Level[] }>(`${url}/book?token_id=${token}`);
    const trades = await getJson<{ size: number }[]>(
      `${url}/trades?market=${market.conditionId}&limit=100`,
    );
    const sizes = trades.map((trade) => Number(trade.size)).sort((a, b) => a - b);
    const tick = market.orderPriceMinTickSize;
    figures.push({
      id: market.id,
      volume24h: market.volume24hr ?? 0,
      liquidity: market.liquidityNum ?? 0,
      bids: book.bids.length,
      asks: book.asks.length,
      bidsReachEdge: reachesEdge(book.bids, tick, 'bid'),
      asksReachEdge: reachesEdge(book.asks, tick, 'ask'),
      // The venue lists the best level last.
      top5Shares: shares(book.bids.slice(-5)) + shares(book.asks.slice(-5)),
      p95PrintShares: sizes[Math.floor(0.95 * (sizes.length - 1))] ?? 0,
    });
    const { history } = await getJson<{ history: { p: number }[] }>(
      `${url}/prices-history?market=${token}&interval=1d`,
    );
    const steps = history
      .slice(1)
      .map((point, i) => point.p - (history[i] as { p: number }).p)
      .filter((step) => step !== 0);
    moves += Math.max(0, steps.length - 1);
    reversals += steps.slice(1).filter((step, i) => step * (steps[i] as number) < 0).length;
  }
  return { markets: figures, moves, reversals };
}

/**
 * Reads the top markets twice, `gapMs` apart: how many kept their touch, and of those how many
 * kept their 24 h change.
 */
export async function changeSteadiness(url: string, gapMs: number) {
  const first = await quotedMarkets(url);
  await new Promise((resolve) => setTimeout(resolve, gapMs));
  const second = new Map(
    (await getJson<ListedMarket[]>(url + ranked(0))).map((market) => [market.id, market]),
  );
  let compared = 0;
  let steady = 0;
  for (const market of first) {
    const again = second.get(market.id);
    if (!again || again.bestBid !== market.bestBid || again.bestAsk !== market.bestAsk) continue;
    compared += 1;
    if (again.oneDayPriceChange === market.oneDayPriceChange) steady += 1;
  }
  return { compared, steady };
}

/** The figures the demo bench reports: the worst market's for each, and the charts'. */
export function demoReadout(figures: DemoFigures) {
  const { markets } = figures;
  return {
    thinnestLiquidityPercent: Math.min(
      ...markets.map((market) => (100 * market.liquidity) / Math.max(1, market.volume24h)),
    ),
    /** Levels of the thinnest side that does not run to the grid's edge. */
    fewestLevels: Math.min(
      ...markets.flatMap((market) => [
        ...(market.bidsReachEdge ? [] : [market.bids]),
        ...(market.asksReachEdge ? [] : [market.asks]),
      ]),
    ),
    largestPrintToBook: Math.max(
      ...markets.map((market) => market.p95PrintShares / Math.max(1, market.top5Shares)),
    ),
    reversalPercent: (100 * figures.reversals) / Math.max(1, figures.moves),
  };
}
