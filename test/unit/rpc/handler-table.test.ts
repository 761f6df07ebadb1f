import { describe, expect, it } from 'vitest';
import { mergeHandlers } from '../../../server/rpc/index.js';
import { type DispatchTable } from '../../../server/contract/index.js';

const time: DispatchTable = { 'meta.time': () => 1 };
const ok: DispatchTable = { 'meta.ok': () => 'OK' };

describe('mergeHandlers', () => {
  it('joins groups into one table, skipping absent ones', () => {
    expect(Object.keys(mergeHandlers(time, undefined, ok)).sort()).toEqual([
      'meta.ok',
      'meta.time',
    ]);
  });

  it('refuses a method implemented by two groups instead of letting one replace the other', () => {
    expect(() => mergeHandlers(time, ok, { 'meta.time': () => 2 })).toThrow(
      'meta.time is implemented twice',
    );
  });
});
