// The stream benchmark's subscribers, in a process of their own: the load that drives the
// venue signs orders and sends HTTP requests, and sharing one event loop with it would add the
// load's own turns to every delivery latency measured here. Run by `node --import tsx`;
// spawned and driven over IPC by stream-bench.ts (see SubscriberCommand and SubscriberReport).
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
import WebSocket from 'ws';

/** Latencies are counted per millisecond up to this bound (beyond it, in the last slot). */
const MAX_LATENCY_MS = 10_000;

export type SubscriberCommand =
  | { kind: 'subscribe'; url: string; tokenIds: readonly string[]; count: number; audit: boolean }
  /** Answer once every subscriber has `expected` price_change messages, or at the deadline. */
  | { kind: 'report'; expected: number; deadlineMs: number }
  | { kind: 'close' };

export interface SubscriberReport {
  /** Deliveries per latency in ms (event timestamp to arrival), all subscribers together. */
  latencies: number[];
  /** Per subscriber: price_change messages received, of them out of order, frames, checksum. */
  received: number[];
  outOfOrder: number[];
  frames: number[];
  checksums: number[];
  /** The first subscriber's count of price_change messages per order id (price_changes hash). */
  audit: [string, number][];
  /** Messages of the first subscriber that were not price_change. */
  unexpected: number;
  /** CPU seconds this process used since it subscribed. */
  cpuSeconds: number;
  /** This process's event-loop delay since it subscribed, p99 and max (ms). */
  loopDelay: { p99: number; max: number };
}

const TIMESTAMP = Buffer.from('"timestamp":"');
const BOOK = Buffer.from('{"event_type":"book",');
const ARRAY = 0x5b;
const DIGIT_0 = 0x30;

interface Message {
  event_type: string;
  price_changes?: { hash: string }[];
}

/**
 * One subscriber: a checksum of every frame after its book snapshots, and the latency of every
 * message in them. Those are all price_change messages (the load never crosses the book and
 * custom features are off): the auditing subscriber parses every one and counts any other kind
 * as unexpected, and every subscriber's checksum must equal the auditor's.
 */
class Subscriber {
  /** CRC-32 of every frame after the snapshots, in order. */
  checksum = 0;
  priceChanges = 0;
  frames = 0;
  outOfOrder = 0;
  books = 0;
  private lastTimestamp = 0;

  constructor(
    readonly ws: WebSocket,
    latencies: Int32Array,
    audit: Audit | null,
  ) {
    // Read from the bytes, without a string per frame: this runs for every frame of every
    // subscriber, on the same two cores as the service.
    ws.on('message', (data: Buffer) => {
      const now = Date.now();
      const first = data[0] === ARRAY ? 1 : 0;
      if (BOOK.compare(data, first, first + BOOK.length) === 0) {
        for (let at = first; at >= 0; at = data.indexOf(BOOK, at + 1)) this.books++;
        return;
      }
      this.checksum = crc32(data, this.checksum);
      this.frames++;
      for (let at = data.indexOf(TIMESTAMP); at >= 0; at = data.indexOf(TIMESTAMP, at + 20)) {
        let timestamp = 0;
        for (let i = at + TIMESTAMP.length; i < at + TIMESTAMP.length + 13; i++) {
          timestamp = timestamp * 10 + data[i]! - DIGIT_0;
        }
        latencies[Math.min(Math.max(now - timestamp, 0), MAX_LATENCY_MS)]! += 1;
        if (timestamp < this.lastTimestamp) this.outOfOrder++;
        this.lastTimestamp = timestamp;
        this.priceChanges++;
      }
      if (audit) {
        const parsed = JSON.parse(data.toString()) as Message | Message[];
        for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
          const hash = message.price_changes?.[0]?.hash;
          if (message.event_type !== 'price_change' || !hash) audit.unexpected++;
          else audit.counts.set(hash, (audit.counts.get(hash) ?? 0) + 1);
        }
      }
    });
  }
}

/** What the auditing subscriber saw: price_change messages per order hash, and anything else. */
interface Audit {
  counts: Map<string, number>;
  unexpected: number;
}

async function subscribe(
  url: string,
  tokenIds: readonly string[],
  latencies: Int32Array,
  audit: Audit | null,
): Promise<Subscriber> {
  const ws = new WebSocket(url.replace('http', 'ws') + '/ws/market');
  await once(ws, 'open');
  const subscriber = new Subscriber(ws, latencies, audit);
  ws.send(JSON.stringify({ type: 'market', assets_ids: tokenIds }));
  while (subscriber.books < tokenIds.length) await new Promise((r) => setTimeout(r, 5));
  return subscriber;
}

const latencies = new Int32Array(MAX_LATENCY_MS + 1);
const audit: Audit = { counts: new Map(), unexpected: 0 };
const subscribers: Subscriber[] = [];
let cpuAtStart = process.cpuUsage();
const loop = monitorEventLoopDelay({ resolution: 5 });

const reply = (message: unknown) => process.send!(message);

async function handle(command: SubscriberCommand): Promise<void> {
  if (command.kind === 'subscribe') {
    while (subscribers.length < command.count) {
      const auditing = command.audit && subscribers.length === 0 ? audit : null;
      subscribers.push(await subscribe(command.url, command.tokenIds, latencies, auditing));
    }
    cpuAtStart = process.cpuUsage();
    loop.enable();
    reply('ready');
  } else if (command.kind === 'report') {
    const behind = () => subscribers.some((s) => s.priceChanges < command.expected);
    while (behind() && Date.now() < command.deadlineMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const cpu = process.cpuUsage(cpuAtStart);
    const report: SubscriberReport = {
      latencies: [...latencies],
      received: subscribers.map((s) => s.priceChanges),
      outOfOrder: subscribers.map((s) => s.outOfOrder),
      frames: subscribers.map((s) => s.frames),
      checksums: subscribers.map((s) => s.checksum),
      audit: [...audit.counts],
      unexpected: audit.unexpected,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      loopDelay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
    };
    reply(report);
  } else {
    for (const subscriber of subscribers) subscriber.ws.terminate();
    process.exit(0);
  }
}

process.on('message', (command: SubscriberCommand) => void handle(command));
// Never outlive the benchmark.
process.on('disconnect', () => process.exit(0));
