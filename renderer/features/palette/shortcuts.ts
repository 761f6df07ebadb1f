/**
 * The one list of keyboard shortcuts: the help overlay shows it and useGlobalShortcuts() acts
 * on it. `keys` is what the overlay prints ("Mod" reads ⌘ on macOS, Ctrl elsewhere).
 */
export type ShortcutId =
  'search' | 'buy' | 'sell' | 'cancelAll' | 'palette' | 'help' | 'close' | 'lock';

export interface Shortcut {
  id: ShortcutId;
  keys: readonly string[];
  description: string;
  /** Fires while a text field has focus too (the palette, Esc). */
  whileTyping: boolean;
}

export const shortcuts: readonly Shortcut[] = [
  { id: 'palette', keys: ['Mod', 'K'], description: 'Command palette', whileTyping: true },
  { id: 'search', keys: ['/'], description: 'Search markets', whileTyping: false },
  { id: 'buy', keys: ['B'], description: 'Buy: ticket side and size', whileTyping: false },
  { id: 'sell', keys: ['S'], description: 'Sell: ticket side and size', whileTyping: false },
  {
    id: 'cancelAll',
    keys: ['Shift', 'X'],
    description: 'Cancel all open orders',
    whileTyping: false,
  },
  { id: 'lock', keys: ['L'], description: 'Lock the vault', whileTyping: false },
  { id: 'help', keys: ['?'], description: 'Keyboard shortcuts', whileTyping: false },
  { id: 'close', keys: ['Esc'], description: 'Close the dialog or palette', whileTyping: true },
];

/** The parts of a keydown the matcher reads (a DOM KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Which shortcut a key press means, or null. */
export function matchShortcut(press: KeyPress): ShortcutId | null {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.altKey) return null;
  if (press.ctrlKey || press.metaKey) return key === 'k' && !press.shiftKey ? 'palette' : null;
  if (key === 'Escape') return 'close';
  if (key === '?') return 'help';
  if (key === '/') return 'search';
  if (press.shiftKey) return key === 'x' ? 'cancelAll' : null;
  if (key === 'b') return 'buy';
  if (key === 's') return 'sell';
  if (key === 'l') return 'lock';
  return null;
}

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
export function shortcutFor(press: KeyPress, target: FocusTarget | null): ShortcutId | null {
  const id = matchShortcut(press);
  if (id === null) return null;
  const shortcut = shortcuts.find((item) => item.id === id);
  return shortcut && (shortcut.whileTyping || !isTypingTarget(target)) ? id : null;
}
