import type { KeyboardEvent, PointerEvent } from 'react';

interface SplitterProps {
  orientation: 'vertical' | 'horizontal';
  /** The pane's current size; the drag delta is added to it (or subtracted when `invert`). */
  size: number;
  invert?: boolean;
  onResize: (size: number) => void;
  label: string;
  className?: string;
}

/** A drag handle between two panes; arrow keys move it too. */
export function Splitter({ orientation, size, invert, onResize, label, className }: SplitterProps) {
  const sign = invert ? -1 : 1;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const start = orientation === 'vertical' ? event.clientX : event.clientY;
    const move = (moveEvent: globalThis.PointerEvent) => {
      const position = orientation === 'vertical' ? moveEvent.clientX : moveEvent.clientY;
      onResize(size + sign * (position - start));
    };
    const stop = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown';
    const backward = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp';
    if (event.key !== forward && event.key !== backward) return;
    event.preventDefault();
    onResize(size + sign * (event.key === forward ? 16 : -16));
  };
  return (
    <div
      role="separator"
      aria-orientation={orientation}
      aria-label={label}
      aria-valuenow={size}
      tabIndex={0}
      className={`splitter splitter-${orientation} ${className ?? ''}`}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
