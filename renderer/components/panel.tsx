import type { HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Controls on the right of the title bar (filters, buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled area of the workspace; its body scrolls, the page never does. */
export function Panel({ title, actions, children, className, ...rest }: PanelProps) {
  return (
    <section className={`panel ${className ?? ''}`} {...rest}>
      {(title !== undefined || actions !== undefined) && (
        <header className="panel-header">
          <h2 className="panel-title">{title}</h2>
          {actions !== undefined && <div className="panel-actions">{actions}</div>}
        </header>
      )}
      <div className="panel-body">{children}</div>
    </section>
  );
}
