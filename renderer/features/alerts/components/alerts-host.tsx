import { useAlertsUi, closeAlertsDialogs } from '../alerts-store.js';
import { useAlertNotices } from '../api/alert-notices.js';
import { useArmedConditional } from '../api/alerts.js';
import { useArmedCloseGuard } from '../close-guard.js';
import { AlertFormDialog } from './alert-form-dialog.js';
import { ProtectDialog } from './protect-dialog.js';
import '../alerts.css';

/**
 * Mounted once by the app: the `alerts` channel's notices, the alert and protect forms when
 * asked for, and the prompt before closing with armed conditional orders.
 */
export function AlertsHost() {
  useAlertNotices();
  useArmedCloseGuard(useArmedConditional().length > 0);
  const { alertForm, protect } = useAlertsUi();
  return (
    <>
      {alertForm && <AlertFormDialog request={alertForm} onClose={closeAlertsDialogs} />}
      {protect && (
        <ProtectDialog
          request={protect.position}
          initialKind={protect.kind}
          onClose={closeAlertsDialogs}
        />
      )}
    </>
  );
}
