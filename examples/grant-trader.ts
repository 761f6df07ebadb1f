// A script that trades for a Marketdesk vault account through a grant: it holds a grant token,
// never a private key, and needs no SDK (Node 20 or later, plain fetch):
//
//   MARKETDESK_URL=http://127.0.0.1:8437 MARKETDESK_GRANT_TOKEN=mdg_… npx tsx examples/grant-trader.ts
//
// It reads its grant, finds an open market the grant may trade, places a small GTC BUY well
// below the market, lists its open orders, cancels the order and prints each step. Any answer
// it does not expect ends it with exit status 1. docs/scripts.md describes every route.

const baseUrl = (process.env['MARKETDESK_URL'] ?? 'http://127.0.0.1:8437').replace(/\/+$/, '');
const token = process.env['MARKETDESK_GRANT_TOKEN'] ?? '';

/** Prices travel as decimal strings; the arithmetic is done in integer units of 0.0001. */
const UNITS = 10_000;
/** How far below the best bid the order goes, in ticks (less if the grant's band is tighter). */
const TICKS_BELOW = 10;

interface GrantLimits {
  scope: 'all' | 'markets' | 'event';
  marketIds: string[];
  eventSlug: string | null;
  bandTicks: number | null;
  mode: string;
}
interface Grant {
  id: string;
  name: string;
  address: string;
  status: 'active' | 'revoked' | 'expired';
  expiresAt: number;
  limits: GrantLimits;
  usage: { openOrders: number; openNotional: string; dailyNotional: string; ordersSent: number };
}
interface Market {
  question: string;
  conditionId: string;
  clobTokenIds: string;
  outcomePrices: string;
  acceptingOrders?: boolean;
  enableOrderBook?: boolean;
}
interface Book {
  bids: { price: string }[];
  asks: { price: string }[];
  tick_size: string;
  min_order_size: string;
}
interface OrderAnswer {
  success: boolean;
  errorMsg: string;
  orderID: string;
  status: string;
}
interface CancelAnswer {
  canceled: string[];
  not_canceled: Record<string, string>;
}

/** An answer the script did not expect: the message says what happened. */
class Unexpected extends Error {}

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Why the service said no, in the words a trader needs. */
function refusal(method: string, path: string, status: number, body: unknown): string {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, string>;
  const error = answer['error'] ?? String(body);
  if (status === 403 && answer['limit'] !== undefined) {
    return `refused by the grant: ${error} (limit ${answer['limit']} = ${answer['value']})`;
  }
  if (status === 423) {
    return `the vault cannot sign: ${error} (nothing was queued: run again once it is unlocked)`;
  }
  if (status === 401) return `the token is unknown, mistyped or revoked: ${error}`;
  return `${method} ${path} answered ${status}: ${error}`;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  // The token goes to the grant's routes only; the catalog and the books are public.
  const headers: Record<string, string> = path.startsWith('/grant')
    ? { authorization: `Bearer ${token}` }
    : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: reported as it came.
  }
  if (response.status !== 200) throw new Unexpected(refusal(method, path, response.status, parsed));
  return parsed as T;
}

/** The first open market the grant may trade, from the catalog on the same port. */
async function openMarket(limits: GrantLimits): Promise<Market> {
  const query = new URLSearchParams({ limit: '20', closed: 'false', active: 'true' });
  if (limits.scope === 'markets') query.set('condition_ids', limits.marketIds.slice(0, 20).join());
  if (limits.scope === 'event') query.set('event_slug', limits.eventSlug ?? '');
  const markets = await request<Market[]>('GET', `/markets?${query}`);
  const market = markets.find((m) => m.acceptingOrders !== false && m.enableOrderBook !== false);
  if (!market) throw new Unexpected(`no open market in the grant's scope (${limits.scope})`);
  return market;
}

/** A price `TICKS_BELOW` ticks under the best bid (or ask, or the catalog's price), on the tick. */
function priceBelow(book: Book, market: Market, bandTicks: number | null): string {
  const tick = Math.round(Number(book.tick_size) * UNITS);
  const [catalogPrice = '0.5'] = JSON.parse(market.outcomePrices) as string[];
  const reference = book.bids.at(-1)?.price ?? book.asks.at(-1)?.price ?? catalogPrice;
  const onTick = Math.floor(Math.round(Number(reference) * UNITS) / tick) * tick;
  const below = Math.min(TICKS_BELOW, bandTicks ?? TICKS_BELOW);
  return String(Math.max(tick, onTick - below * tick) / UNITS);
}

async function main(): Promise<void> {
  if (!token.startsWith('mdg_')) {
    throw new Unexpected('set MARKETDESK_GRANT_TOKEN to a grant token (mdg_…) from the terminal');
  }
  const grant = await request<Grant>('GET', '/grant');
  say(
    `grant "${grant.name}" (${grant.id}): ${grant.status}, mode ${grant.limits.mode}, ` +
      `account ${grant.address}, expires ${new Date(grant.expiresAt).toISOString()}`,
  );
  if (grant.status !== 'active') throw new Unexpected(`the grant is ${grant.status}`);

  const market = await openMarket(grant.limits);
  const [tokenId] = JSON.parse(market.clobTokenIds) as string[];
  const book = await request<Book>('GET', `/book?token_id=${tokenId}`);
  const intent = {
    tokenId,
    side: 'BUY',
    orderType: 'GTC',
    price: priceBelow(book, market, grant.limits.bandTicks),
    size: book.min_order_size,
  };
  say(`market: ${market.question} (${market.conditionId})`);
  say(`placing BUY ${intent.size} @ ${intent.price} GTC`);
  const placed = await request<OrderAnswer>('POST', '/grant/order', intent);
  if (!placed.success || !placed.orderID) throw new Unexpected(`not placed: ${placed.errorMsg}`);
  say(`placed ${placed.orderID}: ${placed.status}`);

  let open = placed.status === 'live';
  try {
    if (!open) throw new Unexpected(`the order was ${placed.status}, not left resting`);
    const orders = await request<{ id: string }[]>(
      'GET',
      `/grant/orders?market=${market.conditionId}`,
    );
    say(`open orders of the grant in this market: ${orders.map((order) => order.id).join(', ')}`);
    if (!orders.some((order) => order.id === placed.orderID)) {
      throw new Unexpected('the order placed is not among the open orders');
    }
    const canceled = await request<CancelAnswer>('DELETE', '/grant/order', {
      orderID: placed.orderID,
    });
    if (!canceled.canceled.includes(placed.orderID)) {
      throw new Unexpected(`not cancelled: ${JSON.stringify(canceled.not_canceled)}`);
    }
    open = false;
    say(`cancelled ${placed.orderID}`);
  } finally {
    // Whatever went wrong, leave nothing of ours on the book.
    if (open) await request('DELETE', '/grant/order', { orderID: placed.orderID }).catch(() => {});
  }

  const { usage } = await request<Grant>('GET', '/grant');
  say(
    `usage: ${usage.openOrders} open orders, open notional ${usage.openNotional}, ` +
      `sent today ${usage.dailyNotional}, ${usage.ordersSent} orders sent`,
  );
}

main().catch((error: unknown) => {
  const unreachable = error instanceof TypeError && error.message === 'fetch failed';
  const message =
    error instanceof Unexpected
      ? error.message
      : unreachable
        ? `cannot reach ${baseUrl}: ${String(error.cause)}`
        : String(error);
  process.stderr.write(`grant-trader: ${message}\n`);
  process.exitCode = 1;
});
