// Matching-engine throughput on one thread: a seeded stream of 70% passive adds near the mid,
// 20% cancels and 10% marketable FAK/FOK orders against a book prefilled with 20,000 resting
// orders, run through server/engine and through a naive sorted-array book on the same stream
// in the same process. `npx tsx test/bench/engine-bench.ts` or `npm run bench -- engine`.
import { pathToFileURL } from 'node:url';
import {
  type MarketBook,
  type OrderRequest,
  type OrderSide,
  type OrderType,
  type TokenIndex,
  createMarketBook,
} from '../../server/engine/index.js';
import { ownCpuSeconds } from './support/cpu.js';
import type { Figure } from './support/figure.js';
import { NaiveSortedBook } from './naive-sorted-book.js';
import { OperationBatch, OperationStream, SHARE, TICK } from './engine-workload.js';

export interface EngineBenchOptions {
  seed?: number;
  restingOrders?: number;
  /** Operations timed on the engine in each measured run (after a warm-up run). */
  ops?: number;
  /** Measured runs on fresh books; the figure is their median. */
  runs?: number;
  /** Operations timed on the naive book: the same stream, cut short, as it is far slower. */
  naiveOps?: number;
}

export interface EngineBenchResult {
  /** Median of the measured runs. */
  engineOpsPerSecond: number;
  runsOpsPerSecond: number[];
  naiveOpsPerSecond: number;
  /** Resting orders in the engine's book after the last measured run. */
  restingAfter: number;
  figures: Figure[];
}

const NOW = 1_767_225_600_000;
/**
 * Operations generated and timed at a time; between batches the stream learns which orders
 * left the book, so that its cancels aim at open ones.
 */
const CHUNK = 10_000;
const SIDES: readonly OrderSide[] = ['BUY', 'SELL'];
const TYPES: readonly OrderType[] = ['GTC', 'FAK', 'FOK'];

/**
 * The request of operation `index`, built as the intake would hand it over. It is built
 * inside the timed loop, so that the measured time includes it and the heap holds no
 * long-lived operation objects whose copying by the garbage collector would be timed too.
 */
function requestAt(batch: OperationBatch, index: number): OrderRequest {
  return {
    id: batch.ids[index]!,
    owner: batch.owners[index]!,
    tokenIndex: batch.tokens[index] as TokenIndex,
    side: SIDES[batch.sides[index]!]!,
    priceTicks: batch.prices[index]!,
    sizeMicros: batch.sizes[index]!,
    type: TYPES[batch.types[index]!]!,
  };
}

/**
 * Runs one batch through the engine and answers the CPU seconds spent. It notes the orders
 * that left the book through fills or self-trade prevention (the stream needs them) as it
 * goes, as a consumer reads the fills, so that no result outlives its operation.
 */
function runBatch(book: MarketBook, batch: OperationBatch, departed: number[]): number {
  departed.length = 0;
  const start = ownCpuSeconds();
  for (let index = 0; index < batch.length; index += 1) {
    if (batch.isCancel(index)) {
      book.cancel(batch.ids[index]!);
      continue;
    }
    const result = book.submit(requestAt(batch, index), NOW);
    if (result.status === 'rejected') throw new Error(`bench order rejected: ${result.reason}`);
    for (const fill of result.fills) {
      if (fill.makerRemainingMicros === 0) departed.push(fill.maker.orderId);
    }
    for (const cancelled of result.selfTradeCancelled) departed.push(cancelled.id);
  }
  return ownCpuSeconds() - start;
}

/** The naive book on the recorded prefill, then timed on the operations after it. */
function naiveRate(recorded: OperationBatch, prefill: number): number {
  const naive = new NaiveSortedBook();
  for (let index = 0; index < prefill; index += 1) naive.submit(requestAt(recorded, index));
  const start = ownCpuSeconds();
  for (let index = prefill; index < recorded.length; index += 1) {
    if (recorded.isCancel(index)) naive.cancel(recorded.ids[index]!);
    else naive.submit(requestAt(recorded, index));
  }
  return (recorded.length - prefill) / (ownCpuSeconds() - start);
}

interface EngineRun {
  opsPerSecond: number;
  restingAfter: number;
  /** The prefill and the first `keep` timed operations, for the naive book. */
  recorded: OperationBatch;
}

function engineRun(seed: number, prefill: number, ops: number, keep: number): EngineRun {
  const stream = new OperationStream(seed, prefill, prefill + ops);
  const book = createMarketBook({ tickTicks: TICK, minSizeMicros: SHARE });
  const departed: number[] = [];
  const batch = new OperationBatch(Math.max(prefill, CHUNK));
  const recorded = new OperationBatch(prefill + keep);
  stream.next(batch, prefill, true);
  recorded.append(batch);
  runBatch(book, batch, departed);
  let seconds = 0;
  for (let done = 0; done < ops; done += CHUNK) {
    stream.next(batch, Math.min(CHUNK, ops - done));
    recorded.append(batch);
    seconds += runBatch(book, batch, departed);
    stream.filled(departed);
  }
  return { opsPerSecond: ops / seconds, restingAfter: book.restingOrders().length, recorded };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function runEngineBench(options: EngineBenchOptions = {}): EngineBenchResult {
  const {
    seed = 20_260_101,
    restingOrders = 20_000,
    ops = 1_000_000,
    runs = 3,
    naiveOps = 20_000,
  } = options;
  // A warm-up run lets the JIT settle before the measured ones.
  engineRun(seed + 1, restingOrders, Math.min(ops, 200_000), 0);
  const measured = Array.from({ length: runs }, (_, run) =>
    engineRun(seed, restingOrders, ops, run === 0 ? naiveOps : 0),
  );
  const runsOpsPerSecond = measured.map((run) => run.opsPerSecond);
  const engineOpsPerSecond = median(runsOpsPerSecond);
  const naiveOpsPerSecond = naiveRate(measured[0]!.recorded, restingOrders);
  return {
    engineOpsPerSecond,
    runsOpsPerSecond,
    naiveOpsPerSecond,
    restingAfter: measured[measured.length - 1]!.restingAfter,
    figures: [
      {
        name: `order matching, 70/20/10 adds/cancels/marketable, ${restingOrders.toLocaleString('en')} resting, 1 thread, median of ${runs} runs`,
        value: engineOpsPerSecond,
        baseline: naiveOpsPerSecond,
        unit: 'ops/s',
        target: '>= 2,000,000',
        met: engineOpsPerSecond >= 2_000_000,
      },
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runEngineBench();
  const format = (value: number) => Math.round(value).toLocaleString('en');
  console.log(
    `engine: ${format(result.engineOpsPerSecond)} ops/s (runs: ${result.runsOpsPerSecond.map(format).join(', ')})`,
  );
  console.log(`naive sorted-array book: ${format(result.naiveOpsPerSecond)} ops/s`);
  console.log(`resting orders after the run: ${format(result.restingAfter)}`);
}
