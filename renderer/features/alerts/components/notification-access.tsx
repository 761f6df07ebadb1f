import { Button } from '../../../components/button.js';
import { alertTestIds } from '../../../lib/alert-test-ids.js';
import {
  askNotificationAccess,
  useNotificationAccess,
  type NotificationAccess,
} from '../system-notifications.js';

const SAID: Record<NotificationAccess, string> = {
  granted: 'Alerts also show as system notifications.',
  default: 'System notifications are not allowed yet: alerts show here and as notices.',
  denied:
    'System notifications are blocked for this page: alerts show here and as notices only. Allow notifications in the browser’s site settings to get them.',
  unsupported: 'This browser has no system notifications: alerts show here and as notices.',
};

/** Whether firings reach the system's notifications, and the way to allow them. */
export function NotificationAccessNote() {
  const access = useNotificationAccess();
  return (
    <span
      className={access === 'denied' ? 'alerts-access is-denied' : 'alerts-access dim'}
      role={access === 'denied' ? 'alert' : undefined}
      data-testid={alertTestIds.notificationAccess}
      data-access={access}
    >
      {SAID[access]}
      {access === 'default' && (
        <Button
          size="sm"
          variant="ghost"
          onClick={askNotificationAccess}
          data-testid={alertTestIds.allowNotifications}
        >
          Allow
        </Button>
      )}
    </span>
  );
}
