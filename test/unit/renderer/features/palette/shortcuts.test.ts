import { describe, expect, it } from 'vitest';
import {
  isTypingTarget,
  matchShortcut,
  shortcutFor,
  shortcuts,
} from '../../../../../renderer/features/palette/shortcuts.js';
import { fuzzyFilter, fuzzyScore } from '../../../../../renderer/features/palette/fuzzy.js';

const press = (
  key: string,
  mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean; alt: boolean }> = {},
) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});
const input = { tagName: 'INPUT', isContentEditable: false, type: 'text' };
const body = { tagName: 'BODY', isContentEditable: false };

describe('matchShortcut', () => {
  it('maps every key of the registry', () => {
    expect(matchShortcut(press('k', { ctrl: true }))).toBe('palette');
    expect(matchShortcut(press('k', { meta: true }))).toBe('palette');
    expect(matchShortcut(press('/'))).toBe('search');
    expect(matchShortcut(press('b'))).toBe('buy');
    expect(matchShortcut(press('S', { shift: false }))).toBe('sell');
    expect(matchShortcut(press('X', { shift: true }))).toBe('cancelAll');
    expect(matchShortcut(press('?', { shift: true }))).toBe('help');
    expect(matchShortcut(press('Escape'))).toBe('close');
    expect(matchShortcut(press('l'))).toBe('lock');
  });

  it('ignores other keys and browser chords', () => {
    expect(matchShortcut(press('x'))).toBeNull();
    expect(matchShortcut(press('b', { ctrl: true }))).toBeNull();
    expect(matchShortcut(press('s', { meta: true }))).toBeNull();
    expect(matchShortcut(press('b', { alt: true }))).toBeNull();
    expect(matchShortcut(press('B', { shift: true }))).toBeNull();
  });

  it('lists each shortcut once for the help overlay', () => {
    const ids = shortcuts.map((shortcut) => shortcut.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'search',
        'buy',
        'sell',
        'cancelAll',
        'palette',
        'help',
        'close',
        'lock',
      ]),
    );
  });
});

describe('while typing', () => {
  it('knows text fields from other controls', () => {
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA', isContentEditable: false })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false, type: 'checkbox' })).toBe(
      false,
    );
    expect(isTypingTarget(body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('never fires letters in a field, but the palette and Esc still work', () => {
    expect(shortcutFor(press('b'), input)).toBeNull();
    expect(shortcutFor(press('/'), input)).toBeNull();
    expect(shortcutFor(press('?'), input)).toBeNull();
    expect(shortcutFor(press('k', { ctrl: true }), input)).toBe('palette');
    expect(shortcutFor(press('Escape'), input)).toBe('close');
    expect(shortcutFor(press('b'), body)).toBe('buy');
  });
});

describe('fuzzy', () => {
  it('matches subsequences and ranks word starts and runs first', () => {
    expect(fuzzyScore('cxl', 'Cancel all')).toBeNull();
    expect(fuzzyScore('cnl', 'Cancel all')).not.toBeNull();
    const items = ['Toggle theme', 'Settings', 'Open accounts', 'Lock vault'];
    expect(fuzzyFilter('set', items, (item) => item)[0]).toBe('Settings');
    expect(fuzzyFilter('lv', items, (item) => item)).toEqual(['Lock vault']);
    expect(fuzzyFilter('', items, (item) => item)).toEqual(items);
  });
});
