import { Fragment, useState } from 'react';
import type { ConditionalOrder } from '../../../../server/contract/index.js';
import { Button } from '../../../components/button.js';
import { ErrorState, Loading } from '../../../components/states.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import { formatDate, formatPrice, formatShares } from '../../../lib/format.js';
import { notify } from '../../../stores/ui-store.js';
import { useCancelConditional, useConditionalOrders } from '../api/alerts.js';
import { useOpenMarket } from '../api/open-market.js';
import { KIND_LABELS, STATE_LABELS, blockedByLock, triggerText } from '../conditional-text.js';
import { ConditionalEditRow } from './conditional-edit-row.js';
import { LimitsNote } from './limits-note.js';

const COLUMNS = 10;

/** A trailing stop's stop and the peak it trails; a fixed stop has neither. */
const stopText = (order: ConditionalOrder): string =>
  order.kind !== 'trailing-stop'
    ? '–'
    : order.stopPrice === null
      ? 'waits for a price'
      : `${formatPrice(order.stopPrice)} (peak ${formatPrice(order.peak)})`;

/** The portfolio's Conditional tab: the orders the terminal holds, armed first. */
export function ConditionalTab() {
  const orders = useConditionalOrders(true);
  const cancel = useCancelConditional();
  const open = useOpenMarket();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<number | null>(null);
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const cancelOrder = (order: ConditionalOrder) =>
    cancel.mutate(
      { id: order.id },
      {
        onError: (error) =>
          notify({ kind: 'error', title: 'Could not cancel', detail: error.message }),
      },
    );

  return (
    <div className="alerts-panel" data-testid={alertTestIds.conditionalPanel}>
      <LimitsNote />
      {orders.isPending ? (
        <Loading />
      ) : orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <div className="dim alerts-none">
          No conditional orders. Arm one with “Protect…” on a position.
        </div>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th aria-label="Events" />
              <th>Kind</th>
              <th>Market</th>
              <th className="num">Size</th>
              <th>Trigger</th>
              <th>Stop</th>
              <th className="num">Worst</th>
              <th>OCO</th>
              <th>State</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => {
              const isOpen = expanded.has(order.id);
              const armed = order.state === 'armed';
              return (
                <Fragment key={order.id}>
                  <tr
                    data-testid={alertTestIds.conditionalRow}
                    data-conditional-id={order.id}
                    data-state={order.state}
                  >
                    <td>
                      <button
                        type="button"
                        className="icon-button"
                        aria-expanded={isOpen}
                        aria-label={isOpen ? 'Hide its events' : 'Show its events'}
                        onClick={() => toggle(order.id)}
                        data-testid={alertTestIds.conditionalExpand}
                      >
                        {isOpen ? '▾' : '▸'}
                      </button>
                    </td>
                    <td>{KIND_LABELS[order.kind]}</td>
                    <td>
                      <button
                        type="button"
                        className="alerts-link cell-title truncate"
                        title={`Open ${order.title}`}
                        onClick={() => open(order.conditionId)}
                      >
                        {order.title}
                      </button>
                    </td>
                    <td className="num">{formatShares(order.size)}</td>
                    <td>{triggerText(order)}</td>
                    <td>{stopText(order)}</td>
                    <td className="num">{formatPrice(order.worstPrice)}</td>
                    <td>{order.ocoWith === null ? '–' : `with #${order.ocoWith}`}</td>
                    <td>
                      <span
                        className={`alerts-state alerts-state-${order.state}`}
                        data-testid={alertTestIds.conditionalState}
                      >
                        {STATE_LABELS[order.state]}
                        {blockedByLock(order) && ' · vault locked'}
                      </span>
                    </td>
                    <td className="alerts-actions">
                      {armed && (
                        <>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-pressed={editing === order.id}
                            onClick={() => setEditing(editing === order.id ? null : order.id)}
                            data-testid={alertTestIds.conditionalEdit}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            busy={cancel.isPending && cancel.variables.id === order.id}
                            onClick={() => cancelOrder(order)}
                            data-testid={alertTestIds.conditionalCancel}
                          >
                            Cancel
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                  {editing === order.id && armed && (
                    <tr className="alerts-subrow">
                      <td colSpan={COLUMNS}>
                        <ConditionalEditRow order={order} onDone={() => setEditing(null)} />
                      </td>
                    </tr>
                  )}
                  {isOpen && (
                    <tr className="alerts-subrow">
                      <td colSpan={COLUMNS}>
                        <ol className="alerts-events" data-testid={alertTestIds.conditionalEvents}>
                          {order.events.map((event, index) => (
                            <li key={index}>
                              <time className="num dim">{formatDate(event.at, true)}</time>
                              <span className="alerts-event-state">{event.state}</span>
                              <span>{event.detail}</span>
                            </li>
                          ))}
                        </ol>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
