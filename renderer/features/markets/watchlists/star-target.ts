import { useEffect, type RefObject } from 'react';

/** A market the star key may act on: its condition id, and its question for the notice. */
export interface StarTarget {
  conditionId: string;
  question: string;
}

let current: { owner: object; target: StarTarget } | null = null;

/**
 * While the element of `ref` (a list of markets) has the focus, the star key acts on `target`,
 * its highlighted market, rather than on the market open.
 */
export function useStarTarget(ref: RefObject<HTMLElement | null>, target: StarTarget | null): void {
  const conditionId = target?.conditionId ?? null;
  const question = target?.question ?? '';
  useEffect(() => {
    const element = ref.current;
    if (!element || conditionId === null) return;
    const owner = {};
    const claim = () => void (current = { owner, target: { conditionId, question } });
    const release = () => {
      if (current?.owner === owner) current = null;
    };
    if (element.contains(document.activeElement)) claim();
    element.addEventListener('focusin', claim);
    element.addEventListener('focusout', release);
    return () => {
      element.removeEventListener('focusin', claim);
      element.removeEventListener('focusout', release);
      release();
    };
  }, [ref, conditionId, question]);
}

/** The highlighted market of the list that has the focus, or null. */
export const focusedStarTarget = (): StarTarget | null => current?.target ?? null;
