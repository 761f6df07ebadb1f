import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AlertNotice } from '../../../../server/contract/index.js';
import { useTransport } from '../../../lib/transport-context.js';
import { notify } from '../../../stores/ui-store.js';
import { requestAlertsTab } from '../alerts-store.js';
import { noticeMessage, type NoticeMessage } from '../notices.js';
import { showSystemNotification } from '../system-notifications.js';
import { invalidateAlertsData } from './alerts.js';
import { useOpenMarket } from './open-market.js';

/**
 * The `alerts` channel, subscribed once for the app: each notice refetches what the alerts and
 * the conditional orders show, and is told once as a toast and once as a system notification
 * (a flood as one "N alerts fired"). A click on the notification brings the app forward and
 * opens the market, or for several markets the tab that lists them. After a reconnect the lists
 * are read again: notices sent while the connection was down are not sent again.
 */
export function useAlertNotices(): void {
  const transport = useTransport();
  const client = useQueryClient();
  const openMarket = useOpenMarket();
  useEffect(() => {
    const deliver = (message: NoticeMessage) => {
      notify({ kind: message.tone, title: message.title, detail: message.details.join(' · ') });
      showSystemNotification(message.title, message.details.join('\n'), () => {
        requestAlertsTab(message.tab);
        if (message.conditionId) openMarket(message.conditionId);
      });
    };
    const unsubscribe = transport.subscribe('alerts', undefined, (data) => {
      void invalidateAlertsData(client);
      const message = noticeMessage(data as AlertNotice);
      if (message) deliver(message);
    });
    const stopWatching = transport.onState((state) => {
      if (state === 'open') void invalidateAlertsData(client);
    });
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, [transport, client, openMarket]);
}
