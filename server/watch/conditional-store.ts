import type { Database } from '../storage/index.js';

export type ConditionalStateName =
  'armed' | 'triggered' | 'sent' | 'filled' | 'partly-filled' | 'refused' | 'canceled';

export interface ConditionalRecord {
  id: number;
  kind: 'stop-loss' | 'take-profit' | 'trailing-stop';
  tokenId: string;
  conditionId: string;
  address: string;
  sizeMicros: number;
  trigger: 'bid' | 'mid' | 'last';
  triggerTicks: number | null;
  trailTicks: number | null;
  peakTicks: number | null;
  worstTicks: number;
  ocoWith: number | null;
  state: ConditionalStateName;
  orderId: string | null;
  createdAt: number;
}

const COLUMNS = `id, kind, token_id AS tokenId, condition_id AS conditionId, address,
  size_micros AS sizeMicros, trigger, trigger_ticks AS triggerTicks, trail_ticks AS trailTicks,
  peak_ticks AS peakTicks, worst_ticks AS worstTicks, oco_with AS ocoWith, state,
  order_id AS orderId, created_at AS createdAt`;

/** Conditional orders kept to the last this many that are no longer armed. */
const KEPT_FINISHED = 500;

export function createConditionalStore(db: Database) {
  const statements = {
    all: db.prepare(`SELECT ${COLUMNS} FROM conditional_orders ORDER BY id DESC LIMIT ?`),
    armed: db.prepare(`SELECT ${COLUMNS} FROM conditional_orders WHERE state = 'armed'`),
    insert: db.prepare(`INSERT INTO conditional_orders (kind, token_id, condition_id, address,
      size_micros, trigger, trigger_ticks, trail_ticks, peak_ticks, worst_ticks, oco_with, state,
      created_at) VALUES (@kind, @tokenId, @conditionId, @address, @sizeMicros, @trigger,
      @triggerTicks, @trailTicks, @peakTicks, @worstTicks, @ocoWith, 'armed', @createdAt)`),
    save: db.prepare(`UPDATE conditional_orders SET size_micros = @sizeMicros,
      trigger_ticks = @triggerTicks, trail_ticks = @trailTicks, peak_ticks = @peakTicks,
      worst_ticks = @worstTicks, oco_with = @ocoWith, state = @state, order_id = @orderId
      WHERE id = @id`),
    event: db.prepare(
      'INSERT INTO conditional_events (conditional_id, at, state, detail) VALUES (?, ?, ?, ?)',
    ),
    events: db.prepare(`SELECT at, state, detail FROM conditional_events
      WHERE conditional_id = ? ORDER BY id`),
  };

  return {
    /** The armed ones and the latest others, newest first. */
    recent: (): ConditionalRecord[] => statements.all.all(KEPT_FINISHED) as ConditionalRecord[],
    armed: (): ConditionalRecord[] => statements.armed.all() as ConditionalRecord[],
    insert(record: Omit<ConditionalRecord, 'id' | 'state' | 'orderId'>): ConditionalRecord {
      const id = Number(statements.insert.run(record).lastInsertRowid);
      return { ...record, id, state: 'armed', orderId: null };
    },
    save: (record: ConditionalRecord): void => void statements.save.run(record),
    event: (id: number, at: number, state: string, detail: string): void =>
      void statements.event.run(id, at, state, detail),
    events: (id: number) =>
      statements.events.all(id) as { at: number; state: string; detail: string }[],
  };
}

export type ConditionalStore = ReturnType<typeof createConditionalStore>;
