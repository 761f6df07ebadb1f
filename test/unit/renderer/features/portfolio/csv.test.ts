import { describe, expect, it } from 'vitest';
import {
  buildCsv,
  csvCell,
  csvFileName,
  type CsvColumn,
} from '../../../../../renderer/features/portfolio/csv.js';
import {
  orderColumns,
  tradeColumns,
} from '../../../../../renderer/features/portfolio/export-columns.js';
import type { OpenOrder } from '../../../../../renderer/features/portfolio/api/open-orders.js';
import type { OwnFill } from '../../../../../renderer/features/portfolio/own-fill.js';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Will it rain')).toBe('Will it rain');
    expect(csvCell(0.45)).toBe('0.45');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(true)).toBe('true');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Yes, no')).toBe('"Yes, no"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('writes nothing for missing values and non-finite numbers', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5, really')).toBe(`"'-5, really"`);
  });
});

describe('buildCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    const rows = [
      { title: 'Rain, tomorrow?', size: 10, note: 'a "b"' },
      { title: 'Plain', size: 2.5, note: null },
    ];
    const csv = buildCsv(
      [
        { header: 'Market', value: (row: (typeof rows)[number]) => row.title },
        { header: 'Size', value: (row) => row.size },
        { header: 'Note', value: (row) => row.note },
      ],
      rows,
    );
    expect(csv).toBe('Market,Size,Note\r\n"Rain, tomorrow?",10,"a ""b"""\r\nPlain,2.5,\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv([{ header: 'A', value: () => 1 }], [])).toBe('A\r\n');
  });

  it('names the file by tab and day', () => {
    expect(csvFileName('positions', new Date('2026-03-05T12:00:00Z'))).toBe(
      'marketdesk-positions-2026-03-05.csv',
    );
  });
});

describe('the exported orders and trades', () => {
  it('name their market by its question beside its condition id', () => {
    const markets = new Map([['0xc0ffee01', { question: 'Will the Fed cut rates in June?' }]]);
    const order = {
      id: '0xo',
      created_at: 0,
      market: '0xc0ffee01',
      outcome: 'Yes',
      expiration: '0',
    };
    const csv = buildCsv(orderColumns(markets, {}) as CsvColumn<unknown>[], [
      order,
      { ...order, market: '0xunknown' },
    ]);
    const [header, known, unknown] = csv.split('\r\n');
    expect(header!.split(',').slice(2, 5)).toEqual(['Market', 'Condition id', 'Outcome']);
    expect(known!.split(',').slice(2, 5)).toEqual([
      'Will the Fed cut rates in June?',
      '0xc0ffee01',
      'Yes',
    ]);
    expect(unknown!.split(',').slice(2, 4)).toEqual(['', '0xunknown']);
    expect(tradeColumns(markets, {}).map((column) => column.header)).toContain('Condition id');
  });

  it("names the script grant that placed an order or a fill's order, blank for the trader's", () => {
    const tags = { '0xgranted': 'rebalancer' };
    const order = (id: string) =>
      ({ id, created_at: 0, market: '0xc0ffee01', expiration: '0' }) as OpenOrder;
    const orders = buildCsv(orderColumns(new Map(), tags) as CsvColumn<unknown>[], [
      order('0xgranted'),
      order('0xmine'),
    ]).split('\r\n');
    expect(orders[0]!.split(',').at(-1)).toBe('Script');
    expect(orders.slice(1, 3).map((line) => line.split(',').at(-1))).toEqual(['rebalancer', '']);
    const fill = { market: '0xc0ffee01', orderIds: ['0xother', '0xgranted'] } as OwnFill;
    const [trade] = buildCsv(tradeColumns(new Map(), tags) as CsvColumn<unknown>[], [fill])
      .split('\r\n')
      .slice(1);
    expect(trade!.split(',').at(-1)).toBe('rebalancer');
  });
});
