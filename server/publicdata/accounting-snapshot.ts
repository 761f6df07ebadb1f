import { strToU8, zipSync } from 'fflate';
import { microsToNumber } from '../catalog/index.js';
import type { Position } from '../contract/index.js';
import { MICROS_PER_UNIT } from '../shared/index.js';

// GET /v1/accounting/snapshot: the venue's ZIP of two CSV files, positions.csv (what the
// wallet holds, marked) and equity.csv (its cash, the positions' value and their sum).

const POSITION_COLUMNS = [
  'conditionId',
  'asset',
  'outcome',
  'outcomeIndex',
  'title',
  'size',
  'avgPrice',
  'curPrice',
  'initialValue',
  'currentValue',
  'cashPnl',
  'realizedPnl',
  'redeemable',
] as const satisfies readonly (keyof Position)[];

const EQUITY_COLUMNS = ['timestamp', 'user', 'cashBalance', 'positionsValue', 'equity'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string | number | boolean): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csv = (header: readonly string[], rows: readonly (string | number | boolean)[][]) =>
  [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';

export interface SnapshotInput {
  user: string;
  positions: readonly Position[];
  /** The wallet's collateral (what its orders reserve included), micro-units. */
  cashMicros: number;
  atMs: number;
}

export function accountingSnapshot({ user, positions, cashMicros, atMs }: SnapshotInput) {
  const positionsMicros = positions.reduce(
    (sum, position) => sum + Math.round(position.currentValue * MICROS_PER_UNIT),
    0,
  );
  const positionRows = positions.map((position) =>
    POSITION_COLUMNS.map((column) => position[column]),
  );
  const equityRow = [
    new Date(atMs).toISOString(),
    user.toLowerCase(),
    microsToNumber(cashMicros),
    microsToNumber(positionsMicros),
    microsToNumber(cashMicros + positionsMicros),
  ];
  return zipSync({
    'positions.csv': strToU8(csv(POSITION_COLUMNS, positionRows)),
    'equity.csv': strToU8(csv(EQUITY_COLUMNS, [equityRow])),
  });
}
