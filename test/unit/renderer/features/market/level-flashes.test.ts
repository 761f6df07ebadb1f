import { describe, expect, it } from 'vitest';
import { LevelFlashes } from '../../../../../renderer/features/market/level-flashes.js';

describe('LevelFlashes', () => {
  it('highlights touched levels until the duration has passed', () => {
    const flashes = new LevelFlashes(500);
    flashes.touch(['bid:450000', 'ask:460000'], 1000);
    expect(flashes.expire(1499)).toBe(false);
    expect([...flashes.snapshot()].sort()).toEqual(['ask:460000', 'bid:450000']);
    expect(flashes.expire(1500)).toBe(true);
    expect(flashes.snapshot().size).toBe(0);
  });

  it('keeps a level touched again highlighted from its latest change', () => {
    const flashes = new LevelFlashes(500);
    flashes.touch(['bid:1', 'bid:2'], 0);
    flashes.touch(['bid:1'], 300);
    flashes.expire(600);
    expect(flashes.has('bid:1')).toBe(true);
    expect(flashes.has('bid:2')).toBe(false);
    expect(flashes.allEndAt()).toBe(800);
  });

  it('answers when every highlight has ended, or null with none', () => {
    const flashes = new LevelFlashes(500);
    expect(flashes.allEndAt()).toBeNull();
    flashes.touch(['ask:1'], 100);
    flashes.touch(['ask:2'], 250);
    expect(flashes.allEndAt()).toBe(750);
    flashes.expire(750);
    expect(flashes.allEndAt()).toBeNull();
  });

  it('gives a snapshot that later changes do not alter', () => {
    const flashes = new LevelFlashes(500);
    flashes.touch(['ask:1'], 0);
    const shown = flashes.snapshot();
    flashes.touch(['ask:2'], 10);
    expect([...shown]).toEqual(['ask:1']);
  });
});
