import { marketOutcomes, useSelection } from '../../../stores/selection-store.js';
import { openDialog, useUi } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Empty } from '../../../components/states.js';
import { Panel } from '../../../components/panel.js';
import { testIds } from '../../../lib/test-ids.js';
import { useCurrentAccount, UnlockPrompt } from '../../accounts/index.js';
import { formatDate } from '../../../lib/format.js';
import { marketState, stateLabel } from '../../markets/index.js';
import type { Market } from '../../../../server/contract/index.js';
import { TicketForm } from './ticket-form.js';
import './ticket.css';

/** In place of the form: why a closed market takes no orders, and its result. */
function ClosedNotice({ market }: { market: Market }) {
  const state = marketState(market);
  const when = state.kind === 'resolved' && state.at ? ` on ${formatDate(state.at)}` : '';
  return (
    <Empty title={`${stateLabel(state, market)}${when}`}>
      {state.kind === 'resolved'
        ? 'This market has resolved: it takes no orders, and each winning share is worth $1.'
        : 'This market is closed and takes no orders; its result is not in yet.'}
    </Empty>
  );
}

/** The order ticket of the selected market (right panel). */
export function TicketPanel() {
  const { market } = useSelection();
  const { account, unlocked, loaded } = useCurrentAccount();
  const dialog = useUi((ui) => ui.dialog);
  const outcomes = market ? marketOutcomes(market) : [];
  return (
    <Panel title="Order ticket" className="ticket-panel" data-testid={testIds.ticket}>
      {loaded && !account && (
        <div className="ticket-notice">
          <span>No account yet.</span>
          <Button size="sm" variant="primary" onClick={() => openDialog('accounts')}>
            Create or import
          </Button>
        </div>
      )}
      {/* The accounts dialog has its own prompt; one at a time keeps the test ids unique. */}
      {account && !unlocked && dialog !== 'accounts' && <UnlockPrompt account={account} />}
      {market && market.closed ? (
        <ClosedNotice market={market} />
      ) : market && outcomes.length > 0 ? (
        <TicketForm key={market.id} market={market} outcomes={outcomes} />
      ) : (
        <Empty title="No market selected">Pick a market on the left to trade it.</Empty>
      )}
    </Panel>
  );
}
