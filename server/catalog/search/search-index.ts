import { performance } from 'node:perf_hooks';
import {
  createStepper,
  runToEnd,
  stepUntil,
  type Stepper,
  type Stepwise,
} from '../../background/index.js';
import type { Database } from '../../storage/index.js';
import { createStatementCache, type StatementCache } from '../shared/index.js';
import type { CatalogIndex } from './catalog-index.js';
import {
  applyChanges,
  changeCount,
  mergeChanges,
  noChanges,
  trackChanges,
  type Changes,
  type ChangeTracker,
} from './index-changes.js';
import { buildCatalogIndex } from './index-build.js';

/** The background build starts this long after the catalog is opened, leaving start-up alone. */
const BACKGROUND_BUILD_DELAY_MS = 1_000;
/** The share of the event loop other work may take for the background build to go on... */
const IDLE_ENOUGH = 0.1;
/** ...else it looks again this much later: requests come first. */
const BUSY_RETRY_MS = 100;
/** Documents kept apart from the postings (scanned one by one) before a rebuild is started. */
const CHANGED_BEFORE_REBUILD = 2_000;
/** Noted changes past which reading the whole catalog again is cheaper than row by row. */
const CHANGES_READ_ONE_BY_ONE = 20_000;

export interface SearchIndex {
  /** The index, up to date with the catalog: built now if the background build has not ended. */
  current(): CatalogIndex;
}

interface Build {
  steps: Stepwise<CatalogIndex>;
  /** Changes applied to the index in use since this build started, for the new one. */
  since: Changes;
}

/**
 * Keeps the search index of one database: built in the background after start-up while the
 * event loop is otherwise idle (or at the first search, whichever comes first), then brought up
 * to date with each change before a search. A trade's new volumes and a market closing are read in place; changed text is kept
 * beside the postings until enough of it starts a rebuild in the background. Another
 * connection's commit (which says nothing of what it changed) makes the next search rebuild it.
 */
class IndexKeeper implements SearchIndex {
  private index: CatalogIndex | null = null;
  private build: Build | null = null;
  private readonly tracker: ChangeTracker;
  private readonly statements: StatementCache;
  private pending = noChanges();
  private readonly stepper: Stepper;
  /** The event loop's use when the background build last looked, and its own steps since. */
  private loopUse = performance.eventLoopUtilization();
  private stepsMs = 0;

  constructor(private readonly db: Database) {
    this.tracker = trackChanges(db);
    this.statements = createStatementCache(db);
    this.build = { steps: buildCatalogIndex(db), since: noChanges() };
    this.stepper = createStepper({
      step: (untilMs) => this.buildInBackground(untilMs),
      busy: () =>
        this.build !== null && this.db.open && (this.db.inTransaction || this.othersBusy()),
      retryMs: BUSY_RETRY_MS,
      // A failed build is dropped: searches go on with the index they have, or build one.
      onError: (error) => {
        this.build = null;
        console.error('search index: background build failed', error);
      },
    });
    this.stepper.wake(BACKGROUND_BUILD_DELAY_MS);
  }

  current(): CatalogIndex {
    const { changes, otherCommits } = this.tracker.take();
    mergeChanges(this.pending, changes);
    // Uncommitted rows may still roll back: the index reads rows only between transactions.
    if (this.db.inTransaction && this.index) return this.index;
    if (otherCommits || changeCount(this.pending) > CHANGES_READ_ONE_BY_ONE) this.restart();
    if (!this.index) this.finishBuild();
    const index = this.index!;
    const changesNow = this.pending;
    this.pending = noChanges();
    if (this.build) mergeChanges(this.build.since, changesNow);
    applyChanges(this.statements, index, changesNow);
    if (!this.build && index.changedCount() > CHANGED_BEFORE_REBUILD) {
      this.build = { steps: buildCatalogIndex(this.db), since: noChanges() };
      this.stepper.wake();
    }
    return index;
  }

  /** Drops the index: rows read from now on hold every change committed so far. */
  private restart(): void {
    this.index = null;
    if (!this.db.inTransaction) this.pending = noChanges();
    this.build = { steps: buildCatalogIndex(this.db), since: noChanges() };
  }

  private finishBuild(): void {
    const build = this.build ?? { steps: buildCatalogIndex(this.db), since: noChanges() };
    this.build = build;
    this.adopt(runToEnd(build.steps), build);
  }

  private adopt(index: CatalogIndex, build: Build): void {
    this.build = null;
    this.index = index;
    // The build may have read a row before a change the old index has seen since.
    mergeChanges(this.pending, build.since);
  }

  /** Runs the build until `untilMs`; answers whether it has more to do. */
  private buildInBackground(untilMs: number): boolean {
    const build = this.build;
    if (!build || !this.db.open) return false;
    const started = performance.now();
    const step = stepUntil(build.steps, untilMs);
    if (step.done) {
      this.adopt(step.value, build);
      return false;
    }
    this.stepsMs += performance.now() - started;
    return true;
  }

  /** Whether other work kept the event loop busy since the last look (the build's steps aside). */
  private othersBusy(): boolean {
    const use = performance.eventLoopUtilization(this.loopUse);
    this.loopUse = performance.eventLoopUtilization();
    const elapsed = use.active + use.idle;
    const others = Math.max(0, use.active - this.stepsMs);
    this.stepsMs = 0;
    return elapsed > 0 && others / elapsed > IDLE_ENOUGH;
  }
}

const keepers = new WeakMap<Database, IndexKeeper>();

/** The search index of a database, shared by the catalog's searches over it. */
export function searchIndexOf(db: Database): SearchIndex {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = new IndexKeeper(db);
    keepers.set(db, keeper);
  }
  return keeper;
}
