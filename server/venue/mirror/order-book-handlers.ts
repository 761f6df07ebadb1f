import { badParameter, EncodedJson, type EncodingHandlerGroup } from '../../contract/index.js';
import type { UpstreamBookRead, UpstreamOrderBook } from '../../mirror/index.js';

/** A query string of the input's given fields, in their order. */
function queryOf(input: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) query.set(name, String(value));
  }
  return query.toString();
}

/**
 * The order-book reads of mirror mode: each asked of the upstream (through its short cache) and
 * served as the upstream's JSON, for the scripts' HTTP and the renderer's RPC alike. They replace
 * the local venue's market-data and market-settings handlers, whose books are empty in a mirror.
 */
export function createUpstreamOrderBookHandlers(
  book: UpstreamOrderBook,
): EncodingHandlerGroup<UpstreamBookRead> {
  const get = <T>(path: string, input: Record<string, unknown>) =>
    book.get(`${path}?${queryOf(input)}`).then((bytes) => new EncodedJson<T>(bytes));
  // A path segment of the caller's: `.` and `..` would move the request to another upstream
  // path once the URL is parsed (encoded or not), so they are refused here.
  const at = async <T>(path: string, name: string, id: string) => {
    if (id === '.' || id === '..') throw badParameter(name, 'is not an id');
    return new EncodedJson<T>(await book.get(`${path}/${encodeURIComponent(id)}`));
  };
  const post = <T>(path: string, body: unknown) =>
    book.post(path, body).then((bytes) => new EncodedJson<T>(bytes));
  return {
    'marketdata.book': (input) => get('/book', input),
    'marketdata.books': (items) => post('/books', items),
    'marketdata.price': (input) => get('/price', input),
    'marketdata.prices': (items) => post('/prices', items),
    'marketdata.midpoint': (input) => get('/midpoint', input),
    'marketdata.midpoints': (items) => post('/midpoints', items),
    'marketdata.spread': (input) => get('/spread', input),
    'marketdata.spreads': (items) => post('/spreads', items),
    'marketdata.lastTradePrice': (input) => get('/last-trade-price', input),
    'marketdata.lastTradesPrices': (items) => post('/last-trades-prices', items),
    'marketdata.priceHistory': (input) => get('/prices-history', input),
    'marketdata.batchPriceHistory': (body) => post('/batch-prices-history', body),
    // The venue's history has each bucket's price only: the chart shows no volume bars.
    'marketdata.priceBars': async (input) => {
      const bytes = await book.get(`/prices-history?${queryOf(input)}`);
      const answer = JSON.parse(bytes.toString('utf8')) as { history: { t: number; p: number }[] };
      return { bars: answer.history.map(({ t, p }) => ({ t, p, v: null })) };
    },
    'orderbook.tickSize': (input) => get('/tick-size', input),
    'orderbook.negRisk': (input) => get('/neg-risk', input),
    'orderbook.feeRate': (input) => get('/fee-rate', input),
    'orderbook.marketByToken': ({ token_id }) => at('/markets-by-token', 'token_id', token_id),
    'orderbook.clobMarket': ({ condition_id }) => at('/clob-markets', 'condition_id', condition_id),
  };
}
