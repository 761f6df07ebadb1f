import { getSelection } from '../../stores/selection-store.js';
import { alertRequestFor } from './alert-market.js';
import { requestAlertForm } from './alerts-store.js';

/** The palette's "Alert when…": a new alert on the market shown, or on the account's orders. */
export const alertCommand = {
  label: 'Alert when…',
  run(): void {
    const { market, outcomeIndex } = getSelection();
    requestAlertForm(alertRequestFor(market, outcomeIndex));
  },
} as const;
