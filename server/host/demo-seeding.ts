import {
  DEFAULT_DEMO_SEED,
  seedDemoCatalog,
  seedProgressLine,
  type DemoCatalogSummary,
} from '../catalog/index.js';
import { seedTradingHistory, type TradingHistorySummary } from '../liquidity/index.js';
import type { Database } from '../storage/index.js';

export interface DemoSeeding {
  /** Markets of the catalog (the demo's 1,500 by default). */
  markets?: number;
  seed?: number;
  /** 30 days of trading history over the catalog, as the demo's first start writes. */
  history: boolean;
}

/** Tells how far the seeding is: `force` for a new phase, else a line that may be skipped. */
export type SeedingProgress = (line: string, force: boolean) => void;

export interface DemoSeeded {
  catalog: DemoCatalogSummary;
  history: TradingHistorySummary | null;
}

/**
 * Seeds the demo catalog into an empty data dir, and its trading history when asked, telling
 * `progress` how far it is: the markets written (a percentage and markets per second), then
 * each later phase. `npm run seed` and the service's first start both seed through here.
 */
export function seedDemo(
  db: Database,
  options: DemoSeeding,
  progress: SeedingProgress,
): DemoSeeded {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  let phase = '';
  const catalog = seedDemoCatalog(db, {
    seed,
    ...(options.markets !== undefined ? { markets: options.markets } : {}),
    onProgress: (state) => {
      progress(seedProgressLine(state, performance.now() - started), state.phase !== phase);
      phase = state.phase;
    },
  });
  if (!options.history) return { catalog, history: null };
  progress(historyLine(0), true);
  const history = seedTradingHistory(db, {
    seed,
    onProgress: (fraction) => progress(historyLine(fraction), fraction >= 1),
  });
  return { catalog, history };
}

const historyLine = (fraction: number): string =>
  `seeding 30 days of trading history: ${Math.floor(fraction * 100)} %`;
