// Book updates at a steady rate into one market through the real trading path: signed resting
// BUY orders posted and cancelled over HTTP, each post and each cancel one update. For the UI
// bench's ladder and heap figures.
import { l2Headers } from '../../support/credentials.js';
import {
  createTrader,
  fund,
  signPost,
  signingAuth,
  type FloodMarket,
  type FloodTrader,
} from '../../support/order-flood.js';

export interface BookDriver {
  /** Drives `perSecond` updates for `seconds`; answers how many were accepted. */
  run(perSecond: number, seconds: number): Promise<{ updates: number; refused: number }>;
}

/** Funded traders with API keys, ready to move `market`'s YES book. */
export async function prepareBookDriver(
  apiUrl: string,
  dataDir: string,
  market: FloodMarket,
  traderCount = 4,
): Promise<BookDriver> {
  const traders: FloodTrader[] = [];
  // A wallet's API key is created once per data dir, and BENCH_DATA_DIR is reused across runs.
  const run = Date.now().toString(36);
  for (let i = 0; i < traderCount; i++) {
    const trader = await createTrader(apiUrl, `ui bench ${run} ${i}`);
    await fund(apiUrl, dataDir, trader.wallet.address, 10_000e6);
    traders.push(trader);
  }
  const auth = signingAuth();
  const step = Math.max(market.tickTicks, 100);
  let sequence = 0;

  const send = async (method: 'POST' | 'DELETE', body: string, headers: Record<string, string>) => {
    const response = await fetch(`${apiUrl}/order`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    return response.ok ? (JSON.parse(text) as { orderID?: string }) : undefined;
  };
  const cancel = ({ trader, orderID }: { trader: FloodTrader; orderID: string }) => {
    const body = JSON.stringify({ orderID });
    const { creds, wallet } = trader;
    return send('DELETE', body, l2Headers(creds, wallet.address, 'DELETE', '/order', body));
  };

  return {
    async run(perSecond, seconds) {
      const periodMs = 1000 / perSecond;
      const total = Math.floor(perSecond * seconds);
      const started = performance.now();
      let updates = 0;
      let refused = 0;
      const resting: { trader: FloodTrader; orderID: string }[] = [];
      const pending = new Set<Promise<void>>();
      for (let i = 0; i < total; i++) {
        const wait = started + i * periodMs - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const work = (async () => {
          const oldest = i % 2 === 1 ? resting.shift() : undefined;
          if (oldest) {
            if (await cancel(oldest)) updates++;
            else refused++;
            return;
          }
          const trader = traders[sequence % traders.length]!;
          const priceTicks = 3000 + (sequence++ % 15) * step;
          const { body, headers } = signPost(auth, trader, market, {
            tokenIndex: 0,
            priceTicks,
            sizeMicros: market.minSizeMicros,
          });
          const answer = await send('POST', body, headers);
          if (answer?.orderID) {
            updates++;
            resting.push({ trader, orderID: answer.orderID });
          } else refused++;
        })();
        pending.add(work);
        void work.finally(() => pending.delete(work));
      }
      await Promise.all(pending);
      return { updates, refused };
    },
  };
}
