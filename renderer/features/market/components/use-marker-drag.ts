import { useEffect, useMemo, useRef, useState } from 'react';
import type { LadderDesk, OwnLevel } from '../../ladder-trading/index.js';
import type { MarkerHandlers } from './ladder-row.js';

/** Pixels a marker must travel before a press is a drag, not a click. */
const DRAG_THRESHOLD_PX = 4;

interface DragSession {
  level: OwnLevel;
  from: string;
  x: number;
  y: number;
  moved: boolean;
  /** The level under the pointer (`side:priceMicros`), or null. */
  over: string | null;
}

export interface MarkerDrag {
  /** The dragged marker's level and the level under it, while a drag lasts. */
  drag: { from: string; over: string | null } | null;
  markers: MarkerHandlers;
}

/** The ladder row's level key under a point, or null. */
function levelAt(x: number, y: number): string | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-key]');
  return row?.dataset['key'] ?? null;
}

/**
 * The account's order markers on a ladder: a click cancels the level's orders, a drag to
 * another level moves them there (the desk cancels, then places).
 */
export function useMarkerDrag(desk: LadderDesk | null): MarkerDrag {
  const [drag, setDrag] = useState<MarkerDrag['drag']>(null);
  const session = useRef<DragSession | null>(null);
  const deskRef = useRef(desk);
  useEffect(() => {
    deskRef.current = desk;
  });
  // The click that follows a drag's pointerup is not a cancel.
  const dragEnded = useRef(false);

  const markers = useMemo<MarkerHandlers>(() => {
    const end = () => {
      session.current = null;
      setDrag(null);
    };
    return {
      down(event, level) {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        dragEnded.current = false;
        const from = `${level.side}:${level.priceMicros}`;
        session.current = {
          level,
          from,
          x: event.clientX,
          y: event.clientY,
          moved: false,
          over: null,
        };
      },
      move(event) {
        const current = session.current;
        if (!current) return;
        const distance = Math.hypot(event.clientX - current.x, event.clientY - current.y);
        if (!current.moved && distance < DRAG_THRESHOLD_PX) return;
        const over = levelAt(event.clientX, event.clientY);
        if (current.moved && over === current.over) return;
        current.moved = true;
        current.over = over;
        setDrag({ from: current.from, over });
      },
      up(event) {
        const current = session.current;
        if (!current?.moved) return;
        dragEnded.current = true;
        const over = levelAt(event.clientX, event.clientY);
        const target = over ? Number(over.split(':')[1]) : NaN;
        if (over && over !== current.from && Number.isFinite(target)) {
          deskRef.current?.moveLevel(current.level, target, event.timeStamp);
        }
        end();
      },
      click(event, level) {
        if (dragEnded.current) {
          dragEnded.current = false;
          return end();
        }
        end();
        deskRef.current?.cancelLevel(level, event.timeStamp);
      },
      cancel: end,
    };
  }, []);
  return { drag, markers };
}
