import type { DesktopApi } from '../../../server/contract/index.js';
import { focusMarketSearch, openDialog } from '../../stores/ui-store.js';

/** Carries out what the desktop app's menu asks: the same actions as the terminal's shortcuts. */
export function followMenuCommands(api: DesktopApi): void {
  api.onMenuCommand((command) => {
    if (command === 'search') focusMarketSearch();
    else openDialog(command);
  });
}
