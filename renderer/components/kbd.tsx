import type { ReactNode } from 'react';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** A key cap; "Mod" reads ⌘ on macOS and Ctrl elsewhere. */
export function Kbd({ children }: { children: ReactNode }) {
  const text = children === 'Mod' ? (isMac ? '⌘' : 'Ctrl') : children;
  return <kbd className="kbd">{text}</kbd>;
}
