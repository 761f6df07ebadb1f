// Matching-engine throughput on one thread: a seeded stream of 70% passive adds near the mid,
// 20% cancels and 10% marketable FAK/FOK orders against a book prefilled with 20,000 resting
// orders, run through server/engine and through a naive sorted-array book on the same stream
// in the same process. `npx tsx test/bench/engine-bench.ts` or `npm run bench`.
import { pathToFileURL } from 'node:url';
import { type MarketBook, type OrderRequest, createMarketBook } from '../../server/engine/index.js';
import type { Figure } from './support/figure.js';
import { NaiveSortedBook } from './naive-sorted-book.js';

export interface EngineBenchOptions {
  seed?: number;
  restingOrders?: number;
  /** Operations timed on the engine (after a warm-up pass on a throwaway book). */
  ops?: number;
  /** Operations timed on the naive book: the same stream, cut short, as it is far slower. */
  naiveOps?: number;
}

export interface EngineBenchResult {
  engineOpsPerSecond: number;
  naiveOpsPerSecond: number;
  /** Resting orders in the engine's book after the timed run. */
  restingAfter: number;
  figures: Figure[];
}

type Operation = { cancel: number; order?: never } | { order: OrderRequest; cancel?: never };

const SHARE = 1_000_000;
const MID = 5_000;
const TICK = 10; // 0.001
const NOW = 1_767_225_600_000;
/** Account ids of the 50 owners. */
const OWNERS = Array.from({ length: 50 }, (_, index) => index + 1);
/** Operations generated and timed at a time: keeps the live heap (and GC) small. */
const CHUNK = 10_000;

/** mulberry32: a small seeded generator, so that every run replays the same stream. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seeded operation stream, generated chunk by chunk. Passive orders rest 1..50 market
 * ticks from a fixed mid; marketable ones sweep several resting orders each, more when the
 * book is above its target depth and fewer below, so that it stays near that depth. Cancels
 * pick a random order placed earlier that is still open in a book that receives the whole
 * stream.
 */
class OperationStream {
  private readonly next: () => number;
  /** Numbers of the open passive orders, and where each one sits in that list (-1: none). */
  private readonly placed: number[] = [];
  private readonly positions: Int32Array;
  private count = 0;

  constructor(
    seed: number,
    private readonly depth: number,
    length: number,
  ) {
    this.next = random(seed);
    this.positions = new Int32Array(length).fill(-1);
  }

  chunk(size: number, onlyAdds = false): Operation[] {
    const ops: Operation[] = [];
    for (let index = 0; index < size; index += 1) {
      const roll = onlyAdds ? 0 : this.next();
      if (roll < 0.7) ops.push({ order: this.order(false) });
      else if (roll < 0.9 && this.placed.length > 0) ops.push({ cancel: this.takePlaced() });
      else ops.push({ order: this.order(true) });
    }
    return ops;
  }

  /** Tells the stream which orders left the book, so that cancels aim at open ones. */
  filled(orderIds: readonly number[]): void {
    for (const id of orderIds) this.forget(id - 1);
  }

  private pick(length: number): number {
    return Math.floor(this.next() * length);
  }

  private order(marketable: boolean): OrderRequest {
    const tokenIndex = this.next() < 0.5 ? 0 : 1;
    const side = this.next() < 0.5 ? 'BUY' : 'SELL';
    const isBid = (side === 'BUY') === (tokenIndex === 0);
    const offset = marketable ? -60 * TICK : (1 + this.pick(50)) * TICK;
    const yesTicks = isBid ? MID - offset : MID + offset;
    const number = this.count++;
    if (!marketable) {
      this.positions[number] = this.placed.length;
      this.placed.push(number);
    }
    return {
      id: number + 1,
      owner: OWNERS[this.pick(OWNERS.length)]!,
      tokenIndex,
      side,
      priceTicks: tokenIndex === 0 ? yesTicks : 10_000 - yesTicks,
      sizeMicros: (marketable ? this.sweepShares() : 1 + this.pick(100)) * SHARE,
      type: marketable ? (this.next() < 0.8 ? 'FAK' : 'FOK') : 'GTC',
    };
  }

  /** About five resting orders' worth at the target depth. */
  private sweepShares(): number {
    const pressure = Math.min(4, Math.max(0.25, this.placed.length / this.depth));
    return Math.max(1, Math.round((50 + this.pick(330)) * pressure));
  }

  /** The id of a random open order (ids are the order numbers plus one, as row ids start at 1). */
  private takePlaced(): number {
    const number = this.placed[this.pick(this.placed.length)]!;
    this.forget(number);
    return number + 1;
  }

  private forget(number: number): void {
    const index = this.positions[number]!;
    if (index < 0) return;
    const last = this.placed.pop()!;
    if (last !== number) {
      this.placed[index] = last;
      this.positions[last] = index;
    }
    this.positions[number] = -1;
  }
}

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Runs one chunk through the engine and answers the CPU seconds spent. It notes the orders
 * that left the book through fills or self-trade prevention (the stream needs them) as it
 * goes, as a consumer reads the fills, so that no result outlives its operation.
 */
function runChunk(book: MarketBook, ops: Operation[], departed: number[]): number {
  departed.length = 0;
  const start = cpuSeconds();
  for (const op of ops) {
    if (!op.order) {
      book.cancel(op.cancel);
      continue;
    }
    const result = book.submit(op.order, NOW);
    if (result.status === 'rejected') throw new Error(`bench order rejected: ${result.reason}`);
    for (const fill of result.fills) {
      if (fill.makerRemainingMicros === 0) departed.push(fill.maker.orderId);
    }
    for (const cancelled of result.selfTradeCancelled) departed.push(cancelled.id);
  }
  return cpuSeconds() - start;
}

function naiveRate(ops: Operation[], prefill: number): number {
  const naive = new NaiveSortedBook();
  for (const op of ops.slice(0, prefill)) naive.submit(op.order!);
  const start = cpuSeconds();
  for (const op of ops.slice(prefill)) {
    if (op.order) naive.submit(op.order);
    else naive.cancel(op.cancel);
  }
  return (ops.length - prefill) / (cpuSeconds() - start);
}

interface EngineRun {
  opsPerSecond: number;
  restingAfter: number;
  /** The prefill and the first `keep` timed operations, for the naive book. */
  recorded: Operation[];
}

function engineRun(seed: number, prefill: number, ops: number, keep: number): EngineRun {
  const stream = new OperationStream(seed, prefill, prefill + ops);
  const book = createMarketBook({ tickTicks: TICK, minSizeMicros: SHARE });
  const departed: number[] = [];
  const recorded = stream.chunk(prefill, true);
  runChunk(book, recorded, departed);
  let seconds = 0;
  for (let done = 0; done < ops; done += CHUNK) {
    const chunk = stream.chunk(Math.min(CHUNK, ops - done));
    if (recorded.length < prefill + keep)
      recorded.push(...chunk.slice(0, prefill + keep - recorded.length));
    seconds += runChunk(book, chunk, departed);
    stream.filled(departed);
  }
  return { opsPerSecond: ops / seconds, restingAfter: book.restingOrders().length, recorded };
}

export function runEngineBench(options: EngineBenchOptions = {}): EngineBenchResult {
  const { seed = 20_260_101, restingOrders = 20_000, ops = 2_000_000, naiveOps = 20_000 } = options;
  // A warm-up run lets the JIT settle before the measured one.
  engineRun(seed + 1, restingOrders, Math.min(ops, 200_000), 0);
  const engine = engineRun(seed, restingOrders, ops, naiveOps);
  const naiveOpsPerSecond = naiveRate(engine.recorded, restingOrders);
  return {
    engineOpsPerSecond: engine.opsPerSecond,
    naiveOpsPerSecond,
    restingAfter: engine.restingAfter,
    figures: [
      {
        name: `order matching, 70/20/10 adds/cancels/marketable, ${restingOrders.toLocaleString('en')} resting, 1 thread`,
        value: engine.opsPerSecond,
        baseline: naiveOpsPerSecond,
        unit: 'ops/s',
        target: '>= 2,000,000',
        met: engine.opsPerSecond >= 2_000_000,
      },
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runEngineBench();
  const format = (value: number) => Math.round(value).toLocaleString('en');
  console.log(`engine: ${format(result.engineOpsPerSecond)} ops/s`);
  console.log(`naive sorted-array book: ${format(result.naiveOpsPerSecond)} ops/s`);
  console.log(`resting orders after the run: ${format(result.restingAfter)}`);
}
