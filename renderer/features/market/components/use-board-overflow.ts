import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cellsOutside } from '../board/board-overflow.js';

/** A page of the board's scroll: most of the view, so that the cut ladder stays in sight. */
const PAGE_SHARE = 0.8;

/**
 * How many ladders the board's scrolled view cuts on each side, kept as it scrolls and resizes
 * and as ladders come and go; and a way to page towards them.
 */
export function useBoardOverflow(viewRef: RefObject<HTMLElement | null>, cellCount: number) {
  const [outside, setOutside] = useState({ before: 0, after: 0 });
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const measure = () => {
      const cells = [...view.children].map((cell) => cell.getBoundingClientRect());
      const next = cellsOutside(view.getBoundingClientRect(), cells);
      setOutside((shown) =>
        shown.before === next.before && shown.after === next.after ? shown : next,
      );
    };
    measure();
    view.addEventListener('scroll', measure, { passive: true });
    const resizes = new ResizeObserver(measure);
    resizes.observe(view);
    return () => {
      view.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [viewRef, cellCount]);

  const page = useCallback(
    (direction: -1 | 1) => {
      const view = viewRef.current;
      view?.scrollBy({ left: direction * view.clientWidth * PAGE_SHARE, behavior: 'smooth' });
    },
    [viewRef],
  );
  return { ...outside, page };
}
