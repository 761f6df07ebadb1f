import { closeDialog } from '../../../stores/ui-store.js';
import { Dialog } from '../../../components/dialog.js';
import { Kbd } from '../../../components/kbd.js';
import { testIds } from '../../../lib/test-ids.js';
import { shortcuts } from '../shortcuts.js';
import './palette.css';

/** Every keyboard shortcut, from the one registry the shortcuts run on. */
export function HelpOverlay() {
  return (
    <Dialog
      title="Keyboard shortcuts"
      onClose={closeDialog}
      testId={testIds.helpOverlay}
      width={420}
    >
      <table className="shortcut-table">
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.id}>
              <td className="shortcut-keys">
                {shortcut.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && <span className="dim"> + </span>}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </td>
              <td>{shortcut.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dim help-note">Letter shortcuts do nothing while you type in a field.</p>
    </Dialog>
  );
}
