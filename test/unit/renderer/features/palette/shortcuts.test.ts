import { describe, expect, it } from 'vitest';
import {
  bindingKeys,
  bindingOf,
  defaultBindings,
  isTypingTarget,
  matchShortcut,
  shortcutFor,
  shortcuts,
} from '../../../../../renderer/features/palette/shortcuts.js';
import {
  applyOverrides,
  parseOverrides,
  rebindProblem,
} from '../../../../../renderer/features/palette/key-bindings.js';
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

  it('maps the trading keys, Shift telling a taking key from the ticket key', () => {
    expect(matchShortcut(press('a'))).toBe('arm');
    expect(matchShortcut(press('B', { shift: true }))).toBe('buyBestAsk');
    expect(matchShortcut(press('S', { shift: true }))).toBe('sellBestBid');
    expect(matchShortcut(press('j'))).toBe('joinBestBid');
    expect(matchShortcut(press('k'))).toBe('joinBestAsk');
    expect(matchShortcut(press('x'))).toBe('cancelMarket');
    expect(matchShortcut(press('f'))).toBe('flatten');
    expect(matchShortcut(press('o'))).toBe('switchOutcome');
    expect(['1', '2', '3', '4', '5'].map((key) => matchShortcut(press(key)))).toEqual([
      'preset1',
      'preset2',
      'preset3',
      'preset4',
      'preset5',
    ]);
  });

  it('ignores other keys and browser chords', () => {
    expect(matchShortcut(press('z'))).toBeNull();
    expect(matchShortcut(press('6'))).toBeNull();
    expect(matchShortcut(press('b', { ctrl: true }))).toBeNull();
    expect(matchShortcut(press('s', { meta: true }))).toBeNull();
    expect(matchShortcut(press('b', { alt: true }))).toBeNull();
    expect(matchShortcut(press('Shift', { shift: true }))).toBeNull();
    // Shift+1 types "!": not preset 1.
    expect(matchShortcut(press('!', { shift: true }))).toBeNull();
  });

  it('reads a binding as its key caps', () => {
    expect(bindingKeys(defaultBindings.get('palette')!)).toEqual(['Mod', 'K']);
    expect(bindingKeys(defaultBindings.get('buyBestAsk')!)).toEqual(['Shift', 'B']);
    expect(bindingKeys(defaultBindings.get('close')!)).toEqual(['Esc']);
    expect(bindingKeys(defaultBindings.get('boardLeft')!)).toEqual(['←']);
    expect(matchShortcut(press('ArrowRight'))).toBe('boardRight');
    expect(bindingOf(press('?', { shift: true }))).toEqual({ key: '?', shift: false, mod: false });
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
        'arm',
        'buyBestAsk',
        'sellBestBid',
        'joinBestBid',
        'joinBestAsk',
        'cancelMarket',
        'flatten',
        'switchOutcome',
        'preset1',
        'preset5',
      ]),
    );
    const keys = shortcuts.map((shortcut) => JSON.stringify(shortcut.binding));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('remapped keys', () => {
  it('acts on the new key, and the old one does nothing', () => {
    const bindings = applyOverrides({ buyBestAsk: { key: 'q' } });
    expect(matchShortcut(press('q'), bindings)).toBe('buyBestAsk');
    expect(matchShortcut(press('B', { shift: true }), bindings)).toBeNull();
    expect(shortcutFor(press('q'), input, bindings)).toBeNull();
  });

  it('refuses a key another shortcut has, a chord, Esc, and the fixed keys', () => {
    expect(rebindProblem('buyBestAsk', { key: 'f' }, defaultBindings)).toBe(
      'F is already “Flatten this market (cancel, then sell all, FAK)”',
    );
    expect(rebindProblem('buyBestAsk', { key: 'b', mod: true }, defaultBindings)).toMatch(
      /chords belong to the browser/,
    );
    expect(rebindProblem('arm', { key: 'Escape' }, defaultBindings)).toMatch(/Esc always/);
    expect(rebindProblem('palette', { key: 'p' }, defaultBindings)).toBe(
      'This key cannot be changed',
    );
    expect(rebindProblem('buyBestAsk', { key: 'q' }, defaultBindings)).toBeNull();
    // A key freed by a change is free for another shortcut.
    const moved = applyOverrides({ flatten: { key: 'g' } });
    expect(rebindProblem('buyBestAsk', { key: 'f' }, moved)).toBeNull();
  });

  it('keeps only well-formed stored changes of keys that may change', () => {
    expect(
      parseOverrides({
        arm: { key: 'm' },
        palette: { key: 'p' },
        nonsense: { key: 'n' },
        flatten: { key: 7 },
        joinBestBid: { key: 'h', shift: true },
      }),
    ).toEqual({ arm: { key: 'm' }, joinBestBid: { key: 'h', shift: true } });
    expect(parseOverrides('garbage')).toEqual({});
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

  it('ranks a label holding the query whole above scattered matches', () => {
    const commands = ['Ladder board of the pinned markets (0)', 'Toggle theme (now dark)'];
    expect(fuzzyFilter('theme', commands, (item) => item)[0]).toBe('Toggle theme (now dark)');
    expect(fuzzyFilter('board', commands, (item) => item)[0]).toBe(commands[0]);
  });
});
