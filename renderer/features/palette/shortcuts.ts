import type { TradingKey } from '../ladder-trading/index.js';
import type { BoardKey } from '../market/index.js';

/**
 * The one list of keyboard shortcuts: the help overlay shows it, useGlobalShortcuts() acts on
 * it, and the trader may bind each one to another key (key-bindings.ts keeps the changes).
 */
export type ShortcutId =
  | 'search'
  | 'buy'
  | 'sell'
  | 'palette'
  | 'help'
  | 'close'
  | 'lock'
  | 'star'
  | TradingKey
  | BoardKey;

/** A key as the registry binds it: the key (lower case for a letter) and its modifiers. */
export interface Binding {
  key: string;
  /** Shift held: read for letters and named keys only (a symbol's own key carries it). */
  shift?: boolean;
  /** Ctrl, or ⌘ on macOS. */
  mod?: boolean;
}

export interface Shortcut {
  id: ShortcutId;
  binding: Binding;
  description: string;
  group: 'General' | 'Trading' | 'Board';
  /** Fires while a text field has focus too (the palette, Esc). */
  whileTyping: boolean;
  /** False for the keys that must stay where they are (the palette, Esc). */
  remappable: boolean;
}

const general = (
  id: ShortcutId,
  binding: Binding,
  description: string,
  options: Partial<Pick<Shortcut, 'whileTyping' | 'remappable'>> = {},
): Shortcut => ({
  id,
  binding,
  description,
  group: 'General',
  whileTyping: options.whileTyping ?? false,
  remappable: options.remappable ?? true,
});

const trading = (id: TradingKey, binding: Binding, description: string): Shortcut => ({
  id,
  binding,
  description,
  group: 'Trading',
  whileTyping: false,
  remappable: true,
});

const board = (id: BoardKey, binding: Binding, description: string): Shortcut => ({
  id,
  binding,
  description,
  group: 'Board',
  whileTyping: false,
  remappable: true,
});

const presets = [1, 2, 3, 4, 5].map((n) =>
  trading(`preset${n}` as TradingKey, { key: String(n) }, `Default size: preset ${n}`),
);

export const shortcuts: readonly Shortcut[] = [
  general('palette', { key: 'k', mod: true }, 'Command palette', {
    whileTyping: true,
    remappable: false,
  }),
  general('search', { key: '/' }, 'Search markets'),
  general('buy', { key: 'b' }, 'Ticket: side Buy, focus the size'),
  general('sell', { key: 's' }, 'Ticket: side Sell, focus the size'),
  general('lock', { key: 'l' }, 'Lock the vault'),
  general('star', { key: '*' }, 'Star or unstar the market (watchlists)'),
  general('help', { key: '?' }, 'Keyboard shortcuts'),
  general('close', { key: 'Escape' }, 'Close the dialog or palette; disarm', {
    whileTyping: true,
    remappable: false,
  }),
  trading('arm', { key: 'a' }, 'Arm / disarm one-click and hotkey trading'),
  trading('buyBestAsk', { key: 'b', shift: true }, 'Buy at the best ask (fill and kill)'),
  trading('sellBestBid', { key: 's', shift: true }, 'Sell at the best bid (fill and kill)'),
  trading('joinBestBid', { key: 'j' }, 'Join the best bid (limit)'),
  trading('joinBestAsk', { key: 'k' }, 'Join the best ask (limit)'),
  trading('cancelMarket', { key: 'x' }, 'Cancel all orders in this market'),
  trading('cancelAll', { key: 'x', shift: true }, 'Cancel all open orders'),
  trading('flatten', { key: 'f' }, 'Flatten this market (cancel, then sell all, FAK)'),
  trading('switchOutcome', { key: 'o' }, 'Switch outcome'),
  ...presets,
  board('board', { key: 'g' }, 'Ladder board: open or close'),
  board('boardLeft', { key: 'ArrowLeft' }, 'Ladder board: focus the ladder on the left'),
  board('boardRight', { key: 'ArrowRight' }, 'Ladder board: focus the ladder on the right'),
  board('pin', { key: 'p' }, 'Pin or unpin the market on the ladder board'),
  board('depth', { key: 'd' }, 'Show or hide the depth chart'),
];

/** The parts of a keydown the matcher reads (a DOM KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** The binding a key press makes, or null (Alt chords, a modifier alone). */
export function bindingOf(press: KeyPress): Binding | null {
  if (press.altKey || MODIFIER_KEYS.has(press.key)) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  // "?" is Shift+/ on one keyboard and a key of its own on another: the character decides.
  const shiftMatters = key.length > 1 || /^[a-z]$/.test(key);
  return { key, shift: shiftMatters && press.shiftKey, mod: press.ctrlKey || press.metaKey };
}

export const sameBinding = (a: Binding, b: Binding): boolean =>
  a.key === b.key && Boolean(a.shift) === Boolean(b.shift) && Boolean(a.mod) === Boolean(b.mod);

/** Each shortcut's binding: the registry's, or the trader's where they changed it. */
export type Bindings = ReadonlyMap<ShortcutId, Binding>;

export const defaultBindings: Bindings = new Map(shortcuts.map((item) => [item.id, item.binding]));

/** Which shortcut a key press means, or null. */
export function matchShortcut(press: KeyPress, bindings: Bindings = defaultBindings) {
  const pressed = bindingOf(press);
  if (!pressed) return null;
  for (const [id, binding] of bindings) if (sameBinding(binding, pressed)) return id;
  return null;
}

const NAMED_KEYS: Record<string, string> = {
  Escape: 'Esc',
  ' ': 'Space',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
};

/** A binding as its key caps read: ["Shift", "B"], ["Mod", "K"], ["?"]. */
export function bindingKeys(binding: Binding): string[] {
  const key =
    NAMED_KEYS[binding.key] ?? (binding.key.length === 1 ? binding.key.toUpperCase() : binding.key);
  return [...(binding.mod ? ['Mod'] : []), ...(binding.shift ? ['Shift'] : []), key];
}

/** A binding in one word: "Shift+B". */
export const bindingLabel = (binding: Binding): string => bindingKeys(binding).join('+');

/** What has focus, as far as shortcuts care. */
export interface FocusTarget {
  tagName: string;
  isContentEditable: boolean;
  type?: string;
}

const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
]);

/** Whether the focus is a place to type text, where letters must stay letters. */
export function isTypingTarget(target: FocusTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** The shortcut a key press fires where the focus is, or null. */
export function shortcutFor(
  press: KeyPress,
  target: FocusTarget | null,
  bindings: Bindings = defaultBindings,
): ShortcutId | null {
  const id = matchShortcut(press, bindings);
  if (id === null) return null;
  const shortcut = shortcuts.find((item) => item.id === id);
  return shortcut && (shortcut.whileTyping || !isTypingTarget(target)) ? id : null;
}
