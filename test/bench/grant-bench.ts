// Script grants (issue #28): what a script pays for not holding the key. Sequential round trips
// of POST /grant/order (an unsigned intent: the grant's checks, then the vault signs it) and of
// POST /order (an order the script signed beforehand, with its L2 headers), interleaved one for
// one so both meet the same machine, each on a keep-alive connection of its own, against a
// local-venue service (source, run by tsx) with an unlocked vault account. Every order is a BUY
// of a YES token at 0.01-0.09 on one of several markets, so none crosses another.
// `npm run bench -- grants`; BENCH_CPU_PROF=DIR writes a CPU profile of the service into DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testWallet } from '../support/credentials.js';
import {
  createTrader,
  openMarkets,
  signingAuth,
  signPost,
  type FloodMarket,
} from '../support/order-flood.js';
import { measureSteal, processCpuSeconds } from './support/cpu.js';
import type { Figure } from './support/figure.js';

const TARGET_MS = 2;
/** Round trips of each kind before the measured ones, not counted: the code is optimized first. */
const WARM_UP = 300;
const MEASURED = 2_000;
const MARKETS = 4;
/** Prices of 1 to 9 cents: far below any ask, and BUYs of one token never meet each other. */
const PRICE_LEVELS = 9;
const SCRIPT_WALLET = 'grant bench script';
/** Collateral for the script's own wallet, in micro-units: far more than its orders hold back. */
const FUND_MICROS = 100_000_000_000;

// The service with an unlocked vault account and one grant (test/support/grant-service.ts); it
// credits the script's wallet, answers its URL and the grant's token, and stops on `stop`.
const SERVICE = `
const { startGrantService } = await import(process.env.GRANT_SERVICE_URL);
const { localVenueOf } = await import(process.env.LOCAL_VENUE_URL);
const env = await startGrantService();
const { token } = await env.grant({}, { name: 'grant bench' });
localVenueOf(env.service.services).trading.venue.faucet(process.env.SCRIPT_ADDRESS,
  Number(process.env.FUND_MICROS));
process.send({ url: env.url, token });
process.on('message', async (message) => {
  if (message === 'stop') { await env.close(); process.exit(0); }
});`;

interface GrantServiceChild {
  child: ChildProcess;
  url: string;
  token: string;
  stop(): Promise<void>;
}

async function startGrantServiceChild(dir: string, address: string): Promise<GrantServiceChild> {
  const source = (path: string) => new URL(path, import.meta.url).href;
  const profileDir = process.env['BENCH_CPU_PROF'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // A file, not `-e`: eval flags would reach the service's own worker threads.
  const script = join(dir, 'grant-bench-service.mjs');
  writeFileSync(script, SERVICE);
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      GRANT_SERVICE_URL: source('../support/grant-service.ts'),
      LOCAL_VENUE_URL: source('../support/local-venue.ts'),
      SCRIPT_ADDRESS: address,
      FUND_MICROS: String(FUND_MICROS),
    },
  });
  // Never outlive the benchmark, whatever ends it.
  const kill = () => child.kill();
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  const ready = once(child, 'message') as Promise<[{ url: string; token: string }]>;
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the grant service exited with ${String(code)}`);
  });
  const [{ url, token }] = await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    child,
    url,
    token,
    async stop() {
      const gone = once(child, 'exit');
      child.send('stop');
      await gone;
    },
  };
}

interface Post {
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface Answered {
  ms: number;
  status: number;
  text: string;
}

/** One POST on the connection of `agent`, timed from the call to the answer's last byte. */
function timedPost(agent: Agent, url: URL, post: Post): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      url,
      { agent, method: 'POST', path: post.path, headers: post.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(post.body);
  });
}

/** The i-th order's market and price: both kinds walk the same markets and levels. */
function orderAt(markets: readonly FloodMarket[], i: number) {
  const market = markets[i % markets.length]!;
  const cents = 1 + (Math.floor(i / markets.length) % PRICE_LEVELS);
  return { market, cents, sizeMicros: market.minSizeMicros };
}

/** The unsigned intents a script holding a grant token sends. */
function intentPosts(markets: readonly FloodMarket[], token: string, count: number): Post[] {
  return Array.from({ length: count }, (_, i) => {
    const { market, cents, sizeMicros } = orderAt(markets, i);
    const body = JSON.stringify({
      tokenId: market.tokenIds[0],
      side: 'BUY',
      orderType: 'GTC',
      price: (cents / 100).toFixed(2),
      size: String(sizeMicros / 1e6),
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    return { path: '/grant/order', headers, body };
  });
}

/** The same orders signed by a script that holds its key, with its L2 headers. */
async function directPosts(url: string, markets: readonly FloodMarket[], count: number) {
  const trader = await createTrader(url, SCRIPT_WALLET);
  const auth = signingAuth();
  return Array.from({ length: count }, (_, i): Post => {
    const { market, cents, sizeMicros } = orderAt(markets, i);
    const order = { tokenIndex: 0 as const, priceTicks: cents * 100, sizeMicros };
    return { path: '/order', ...signPost(auth, trader, market, order) };
  });
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

interface Latencies {
  p50: number;
  p99: number;
  /** Answers other than 200 with a resting order, and the first of them. */
  refused: number;
  firstRefusal: string | null;
}

class Recorder {
  private readonly times: number[] = [];
  private refused = 0;
  private firstRefusal: string | null = null;

  record(answer: Answered, counted: boolean): void {
    if (counted) this.times.push(answer.ms);
    const live = answer.status === 200 && (JSON.parse(answer.text) as { status?: string }).status;
    if (live === 'live') return;
    this.refused += 1;
    this.firstRefusal ??= `${answer.status} ${answer.text.slice(0, 200)}`;
  }

  summary(): Latencies {
    const sorted = [...this.times].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      refused: this.refused,
      firstRefusal: this.firstRefusal,
    };
  }
}

interface Measured {
  intent: Latencies;
  direct: Latencies;
  seconds: number;
  serviceCpuSeconds: number;
  stolen: number;
}

async function measure(service: GrantServiceChild, direct: Post[], intents: Post[]) {
  const url = new URL(service.url);
  const intentAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const directAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const intent = new Recorder();
  const signed = new Recorder();
  const pid = service.child.pid!;
  let cpuBefore = 0;
  let startedAt = 0;
  let stolen = () => 0;
  try {
    for (let i = 0; i < WARM_UP + MEASURED; i += 1) {
      const counted = i >= WARM_UP;
      if (i === WARM_UP) {
        cpuBefore = processCpuSeconds(pid);
        startedAt = performance.now();
        stolen = measureSteal();
      }
      // Each kind goes first every other time, so neither always follows the other.
      const kinds: [Agent, Post, Recorder][] = [
        [intentAgent, intents[i]!, intent],
        [directAgent, direct[i]!, signed],
      ];
      if (i % 2 === 1) kinds.reverse();
      for (const [agent, post, recorder] of kinds) {
        recorder.record(await timedPost(agent, url, post), counted);
      }
    }
  } finally {
    intentAgent.destroy();
    directAgent.destroy();
  }
  return {
    intent: intent.summary(),
    direct: signed.summary(),
    seconds: (performance.now() - startedAt) / 1000,
    serviceCpuSeconds: processCpuSeconds(pid) - cpuBefore,
    stolen: stolen(),
  } satisfies Measured;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function runGrantBench(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-grant-bench-'));
  let measured: Measured;
  try {
    const service = await startGrantServiceChild(dir, testWallet(SCRIPT_WALLET).address);
    try {
      const markets = await openMarkets(service.url, MARKETS);
      const count = WARM_UP + MEASURED;
      const direct = await directPosts(service.url, markets, count);
      measured = await measure(service, direct, intentPosts(markets, service.token, count));
    } finally {
      await service.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { intent, direct } = measured;
  const difference = intent.p50 - direct.p50;
  const requests = 2 * MEASURED;
  console.log(
    `  ${MEASURED.toLocaleString('en')} round trips of each kind after ${WARM_UP} of each, ` +
      `interleaved, one keep-alive connection each, ${MARKETS} markets × ${PRICE_LEVELS} ` +
      `price levels, in ${measured.seconds.toFixed(1)} s`,
  );
  console.log(
    `  POST /grant/order (the vault signs): p50 ${ms(intent.p50)}, p99 ${ms(intent.p99)}; ` +
      `POST /order (signed by the script): p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)}; ` +
      `difference of medians ${ms(difference)}`,
  );
  console.log(
    `  the service used ${Math.round((measured.serviceCpuSeconds * 1e6) / requests)} µs of CPU ` +
      `per request; other guests of the host took ${(measured.stolen * 100).toFixed(0)} % of ` +
      `this machine's CPU time meanwhile (steal)`,
  );
  for (const [kind, latencies] of [
    ['POST /grant/order', intent],
    ['POST /order', direct],
  ] as const) {
    if (latencies.firstRefusal) {
      console.log(`  ${kind}: ${latencies.refused} answers not a resting order, the first: `);
      console.log(`    ${latencies.firstRefusal}`);
    }
  }
  const refused = intent.refused + direct.refused;
  return [
    {
      name:
        `POST /grant/order p50, sequential (p99 ${ms(intent.p99)}; ` +
        `${refused} answers not a resting order)`,
      value: intent.p50,
      baseline: direct.p50,
      unit: 'ms',
      target: `<= baseline + ${TARGET_MS} ms, every order resting`,
      met: difference <= TARGET_MS && refused === 0,
    },
  ];
}
