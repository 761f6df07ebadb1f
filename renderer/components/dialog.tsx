import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
  width?: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in on open, Tab cycles inside it, Esc or a click on the
 * backdrop closes it, and focus returns to where it was.
 */
export function Dialog({ title, onClose, children, footer, testId, width = 480 }: DialogProps) {
  const boxRef = useRef<HTMLDivElement>(null);

  // Read while rendering, before any autoFocus inside the dialog moves it.
  const [previous] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const box = boxRef.current;
    // A field with autoFocus already took the focus; otherwise the body's first control.
    if (box && !box.contains(document.activeElement)) {
      const first =
        box.querySelector<HTMLElement>(`.dialog-body :is(${FOCUSABLE})`) ??
        box.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? box).focus();
    }
    return () => previous?.focus();
  }, [previous]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = [...boxRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        className="dialog"
        style={{ width }}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <header className="dialog-header">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {footer !== undefined && <footer className="dialog-footer">{footer}</footer>}
      </div>
    </div>
  );
}
