// WebSocket fan-out: subscribers of /ws/market on one busy market, its book changed ~500 times a
// second through the real trading path (signed orders posted and cancelled over HTTP). Every
// subscriber must receive every price_change, in order, the same bytes (CRC-32); the p99
// delivery latency (event timestamp to arrival) is printed beside the same pipeline with a
// single subscriber, and the service's heap and RSS (after a GC) at the start and the end.
// The service, the subscribers (two processes: support/subscriber-child.ts) and the load (this
// process) each have their own event loop, as they would on separate machines; they share
// this machine's cores, and the CPU each used is printed.
// `npm run bench -- stream` (BENCH_CPU_PROF=DIR: see support/service-child.ts).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { l2Headers } from '../support/credentials.js';
import { fastOrderBody } from '../support/fast-order-signer.js';
import {
  createTrader,
  fund,
  openMarkets,
  signingAuth,
  type FloodMarket,
  type FloodTrader,
} from '../support/order-flood.js';
import type { Auth } from '../../server/auth/index.js';
import type { Figure } from './support/figure.js';
import type { SubscriberCommand, SubscriberReport } from './support/subscriber-child.js';
import { processCpuSeconds } from './support/cpu.js';
import { startServiceChild, type ServiceChild } from './support/service-child.js';

const LATENCY_TARGET_MS = 20;
const HEAP_GROWTH_TARGET_MB = 10;
/** The subscribers' processes: each reads its share of a fan-out while the others read theirs. */
const SUBSCRIBER_PROCESSES = 2;

/** One process of subscribers; subscribed to `market` when this resolves. */
async function subscriberProcess(url: string, market: FloodMarket, count: number, audit: boolean) {
  const script = fileURLToPath(new URL('./support/subscriber-child.ts', import.meta.url));
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ask = async <T>(command: SubscriberCommand): Promise<T> => {
    child.send(command);
    const [answer] = (await once(child, 'message')) as [T];
    return answer;
  };
  await ask<'ready'>({ kind: 'subscribe', url, tokenIds: market.tokenIds, count, audit });
  return {
    report: (expected: number, deadlineMs: number) =>
      ask<SubscriberReport>({ kind: 'report', expected, deadlineMs }),
    async close() {
      const exited = once(child, 'exit');
      child.send({ kind: 'close' } satisfies SubscriberCommand);
      await exited;
    },
  };
}

/** Subscribers spread over processes; the first one of the first process audits. */
async function startSubscribers(url: string, market: FloodMarket, count: number) {
  const processes = Math.min(SUBSCRIBER_PROCESSES, count);
  const children = await Promise.all(
    Array.from({ length: processes }, (_, i) =>
      subscriberProcess(
        url,
        market,
        Math.floor(count / processes) + (i < count % processes ? 1 : 0),
        i === 0,
      ),
    ),
  );
  return {
    async report(expected: number, deadlineMs: number): Promise<SubscriberReport> {
      const reports = await Promise.all(children.map((c) => c.report(expected, deadlineMs)));
      return {
        latencies: reports[0]!.latencies.map((_, ms) =>
          reports.reduce((sum, r) => sum + r.latencies[ms]!, 0),
        ),
        received: reports.flatMap((r) => r.received),
        outOfOrder: reports.flatMap((r) => r.outOfOrder),
        frames: reports.flatMap((r) => r.frames),
        checksums: reports.flatMap((r) => r.checksums),
        audit: reports[0]!.audit,
        unexpected: reports[0]!.unexpected,
        cpuSeconds: reports.reduce((sum, r) => sum + r.cpuSeconds, 0),
        loopDelay: {
          p99: Math.max(...reports.map((r) => r.loopDelay.p99)),
          max: Math.max(...reports.map((r) => r.loopDelay.max)),
        },
      };
    },
    close: () => Promise.all(children.map((c) => c.close())),
  };
}

/** What the load did: accepted places and cancels, and the order ids that were on the book. */
interface Load {
  requests: number;
  refused: number;
  placed: string[];
  cancelled: Set<string>;
  /** From the first request to the last answer. */
  seconds: number;
}

/** One request on a keep-alive agent (a bounded set of connections, none opened per request). */
function send(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      agent,
      method,
      // A DELETE is not chunked by default: its body needs a length.
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Connections the load uses; requests beyond them wait for one. */
const CONNECTIONS = 32;
/** Requests allowed in flight: past it the load falls behind its schedule (and says so). */
const MAX_IN_FLIGHT = 400;
const TICK_MS = 5;

/**
 * An open-loop load: every 2000 / perSecond ms one trader (in turn) posts a resting BUY (YES
 * at 0.30-0.44 or NO at 0.40-0.54: never crossing), and cancels it half a period later or as
 * soon as it is answered. Every request is one book update; none waits for another's answer.
 * The orders are signed before the clock starts.
 */
async function drive(
  { service: { url }, market, traders, perSecond, auth }: Setup,
  seconds: number,
): Promise<Load> {
  const load: Load = { requests: 0, refused: 0, placed: [], cancelled: new Set(), seconds: 0 };
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const periodMs = 2000 / perSecond;
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };
  const post = async (trader: FloodTrader, method: 'POST' | 'DELETE', body: string) => {
    const headers = l2Headers(trader.creds, trader.wallet.address, method, '/order', body);
    const { status, text } = await send(agent, `${url}/order`, method, headers, body);
    load.requests++;
    if (status !== 200 && load.refused++ === 0) console.log(`  first refusal: ${status} ${text}`);
    return JSON.parse(text) as { orderID?: string; canceled?: string[] };
  };
  // A request that failed on the wire counts as refused; the run goes on.
  const failed = (): { orderID?: string; canceled?: string[] } => {
    load.requests++;
    load.refused++;
    return {};
  };
  const trader = (index: number) => traders[index % traders.length]!;
  const cycles = Math.floor((seconds * 1000) / periodMs);
  const bodies = Array.from({ length: cycles }, (_, index) => {
    const tokenIndex = index % 2 === 0 ? 0 : 1;
    const cents = (tokenIndex === 0 ? 30 : 40) + ((index >> 1) % 15);
    const { wallet, creds } = trader(index);
    const order = fastOrderBody(auth, wallet, creds.apiKey, {
      tokenId: market.tokenIds[tokenIndex],
      side: 'BUY',
      priceTicks: cents * 100,
      sizeMicros: market.minSizeMicros,
      negRisk: market.negRisk,
    });
    return JSON.stringify(order);
  });
  const started = performance.now();
  const cycle = async (index: number, due: number) => {
    const { orderID } = await post(trader(index), 'POST', bodies[index]!).catch(failed);
    if (!orderID) return;
    load.placed.push(orderID);
    const wait = due + periodMs / 2 - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const answer = await post(trader(index), 'DELETE', JSON.stringify({ orderID })).catch(failed);
    if (answer.canceled?.includes(orderID)) load.cancelled.add(orderID);
  };
  for (let index = 0; index < cycles;) {
    const now = performance.now();
    for (; index < cycles && started + index * periodMs <= now; index++) {
      if (inFlight.size < MAX_IN_FLIGHT) track(cycle(index, started + index * periodMs));
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
  while (inFlight.size > 0) await Promise.all(inFlight);
  load.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return load;
}

/** The latency (ms) below which `fraction` of the deliveries fall. */
function percentile(latencies: readonly number[], fraction: number): number {
  const total = latencies.reduce((sum, count) => sum + count, 0);
  let seen = 0;
  for (let ms = 0; ms < latencies.length; ms++) {
    seen += latencies[ms]!;
    if (seen >= total * fraction) return ms;
  }
  return latencies.length - 1;
}

interface Phase {
  p50: number;
  p99: number;
  load: Load;
  /** Every subscriber got every price_change, in order, the same bytes as the others. */
  complete: boolean;
}

interface Setup {
  service: ServiceChild;
  market: FloodMarket;
  traders: FloodTrader[];
  perSecond: number;
  /** Signs orders (made once: it opens an in-memory database). */
  auth: Auth;
}

/** One measured run with `count` fresh subscribers; the first one audits against the load. */
async function phase(
  setup: Setup,
  count: number,
  seconds: number,
  onStart: () => Promise<void> = async () => undefined,
): Promise<Phase> {
  const { service, market } = setup;
  const subscribers = await startSubscribers(service.url, market, count);
  await onStart();
  await service.loopDelay();
  const loadLoop = monitorEventLoopDelay({ resolution: 5 });
  loadLoop.enable();
  const cpu = [processCpuSeconds(service.child.pid!), process.cpuUsage()] as const;
  const load = await drive(setup, seconds);
  const expected = load.placed.length + load.cancelled.size;
  const report = await subscribers.report(expected, Date.now() + 10_000);
  const serviceCpu = processCpuSeconds(service.child.pid!) - cpu[0];
  const loadCpu = process.cpuUsage(cpu[1]);
  const serviceLoop = await service.loopDelay();
  loadLoop.disable();
  await subscribers.close();
  const streams = new Set(report.checksums);
  const audit = new Map(report.audit);
  const audited =
    report.unexpected === 0 &&
    load.placed.every((id) => audit.get(id) === (load.cancelled.has(id) ? 2 : 1));
  const complete =
    streams.size === 1 &&
    audited &&
    report.received.every((received) => received === expected) &&
    report.outOfOrder.every((late) => late === 0);
  console.log(
    `  ${count} subscriber(s): ${load.requests.toLocaleString('en')} requests in ` +
      `${load.seconds.toFixed(1)} s (${Math.round(load.requests / load.seconds)}/s) ` +
      `(${load.refused} refused), ${expected.toLocaleString('en')} price_change each; ` +
      `received ${Math.min(...report.received).toLocaleString('en')}-` +
      `${Math.max(...report.received).toLocaleString('en')}, ${streams.size} distinct ` +
      `stream(s), audit ${audited ? 'ok' : 'FAILED'}; ` +
      `${report.frames[0]!.toLocaleString('en')} frames each; CPU: service ` +
      `${serviceCpu.toFixed(1)} s, subscribers ${report.cpuSeconds.toFixed(1)} s, load ` +
      `${((loadCpu.user + loadCpu.system) / 1e6).toFixed(1)} s; event-loop delay p99/max: ` +
      `service ${serviceLoop.p99.toFixed(0)}/${serviceLoop.max.toFixed(0)} ms, subscribers ` +
      `${report.loopDelay.p99.toFixed(0)}/${report.loopDelay.max.toFixed(0)} ms, load ` +
      `${(loadLoop.percentile(99) / 1e6).toFixed(0)}/${(loadLoop.max / 1e6).toFixed(0)} ms`,
  );
  return {
    p50: percentile(report.latencies, 0.5),
    p99: percentile(report.latencies, 0.99),
    load,
    complete,
  };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const memoryLine = (label: string, usage: NodeJS.MemoryUsage) =>
  `  service ${label}: RSS ${mb(usage.rss).toFixed(1)} MB, heap used ` +
  `${mb(usage.heapUsed).toFixed(1)} MB`;

export interface StreamBenchOptions {
  subscribers?: number;
  updatesPerSecond?: number;
  seconds?: number;
  baselineSeconds?: number;
  traders?: number;
}

export async function runStreamBench({
  subscribers = 200,
  updatesPerSecond = 500,
  seconds = 60,
  baselineSeconds = 10,
  traders: traderCount = 20,
}: StreamBenchOptions = {}): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketdesk-stream-bench-'));
  const loadBefore = loadavg()[0]!;
  const service = await startServiceChild(dataDir);
  try {
    const url = service.url;
    const [market] = await openMarkets(url, 1);
    const traders = await Promise.all(
      Array.from({ length: traderCount }, (_, i) => createTrader(url, `stream bench ${i}`)),
    );
    for (const trader of traders) await fund(url, dataDir, trader.wallet.address, 1_000e6);
    const perSecond = updatesPerSecond;
    const setup: Setup = { service, market: market!, traders, perSecond, auth: signingAuth() };
    await drive(setup, 2); // warms both sides up (JIT, connections), unmeasured
    const single = await phase(setup, 1, baselineSeconds);
    let start: NodeJS.MemoryUsage | undefined;
    const fanOut = await phase(setup, subscribers, seconds, async () => {
      start = await service.memory();
    });
    const end = await service.memory();
    console.log(
      `  machine load average (1 min): ${loadBefore.toFixed(1)} at the start, ` +
        `${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores`,
    );
    console.log(memoryLine(`after ${subscribers} subscribed`, start!));
    console.log(memoryLine(`after the ${seconds} s run`, end));
    console.log(
      `  delivery latency p50/p99: ${fanOut.p50}/${fanOut.p99} ms with ${subscribers} ` +
        `subscribers, ${single.p50}/${single.p99} ms with one (ms resolution)`,
    );
    const heapGrowth = mb(end.heapUsed - start!.heapUsed);
    const rate = fanOut.load.requests / fanOut.load.seconds;
    return [
      {
        name:
          `price_change p99 delivery, ${subscribers} subscribers, ${Math.round(rate)} book ` +
          `updates/s for ${fanOut.load.seconds.toFixed(0)} s (every one received, in order: ` +
          `${fanOut.complete ? 'yes' : 'NO'})`,
        value: fanOut.p99,
        baseline: single.p99,
        unit: 'ms',
        target: `<= ${LATENCY_TARGET_MS} ms at >= ${updatesPerSecond} updates/s; baseline: one subscriber`,
        met:
          fanOut.p99 <= LATENCY_TARGET_MS &&
          rate >= 0.95 * updatesPerSecond &&
          fanOut.complete &&
          single.complete,
      },
      {
        name: `service heap used after the ${seconds} s run (after a GC)`,
        value: mb(end.heapUsed),
        baseline: mb(start!.heapUsed),
        unit: 'MB',
        target: `within ${HEAP_GROWTH_TARGET_MB} MB of the start (baseline)`,
        met: heapGrowth <= HEAP_GROWTH_TARGET_MB,
      },
    ];
  } finally {
    await service.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
