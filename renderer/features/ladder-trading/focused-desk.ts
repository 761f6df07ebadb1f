import type { LadderDesk } from './desk.js';

/** The ladders mounted now, the focused one last: the trading keys act on it. */
const mounted: LadderDesk[] = [];

/** Adds a ladder's desk and focuses it; answers the function that removes it. */
export function mountDesk(desk: LadderDesk): () => void {
  mounted.push(desk);
  return () => {
    const index = mounted.lastIndexOf(desk);
    if (index >= 0) mounted.splice(index, 1);
  };
}

/** Makes a mounted desk the one the keys act on (a click or hover on its ladder). */
export function focusDesk(desk: LadderDesk): void {
  const index = mounted.lastIndexOf(desk);
  if (index < 0 || index === mounted.length - 1) return;
  mounted.splice(index, 1);
  mounted.push(desk);
}

export const focusedDesk = (): LadderDesk | null => mounted[mounted.length - 1] ?? null;
