import { useEffect } from 'react';
import { clearAlertsTabRequest, useAlertsUi, type AlertsPortfolioTab } from './alerts-store.js';

/** Shows the alerts' tab a notification's click asks for, with the portfolio's own tab switch. */
export function useAlertsTabRequest(show: (tab: AlertsPortfolioTab) => void): void {
  const { tabRequest } = useAlertsUi();
  useEffect(() => {
    if (!tabRequest) return;
    show(tabRequest.tab);
    clearAlertsTabRequest();
  }, [tabRequest, show]);
}
