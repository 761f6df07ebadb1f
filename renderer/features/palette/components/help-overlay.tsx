import { useEffect, useState } from 'react';
import { closeDialog } from '../../../stores/ui-store.js';
import { Button } from '../../../components/button.js';
import { Dialog } from '../../../components/dialog.js';
import { Kbd } from '../../../components/kbd.js';
import { testIds } from '../../../lib/test-ids.js';
import { rebind, resetBindings, useBindings } from '../key-bindings.js';
import { bindingKeys, bindingOf, shortcuts, type Binding, type ShortcutId } from '../shortcuts.js';
import './palette.css';

function Keys({ binding }: { binding: Binding }) {
  return bindingKeys(binding).map((key, index) => (
    <span key={key}>
      {index > 0 && <span className="dim"> + </span>}
      <Kbd>{key}</Kbd>
    </span>
  ));
}

/**
 * Every keyboard shortcut, from the one registry the shortcuts run on; Change binds one to the
 * next key pressed (Esc keeps it), and the change is kept across launches.
 */
export function HelpOverlay() {
  const bindings = useBindings();
  const [capturing, setCapturing] = useState<ShortcutId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (capturing === null) return;
    // Ahead of the dialog's and the app's own key handlers: this key is the new binding.
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event.key === 'Escape') return setCapturing(null);
      const binding = bindingOf(event);
      if (!binding) return;
      const refused = rebind(capturing, binding);
      setProblem(refused);
      if (!refused) setCapturing(null);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [capturing]);

  const groups = ['General', 'Trading', 'Board'] as const;
  return (
    <Dialog
      title="Keyboard shortcuts"
      onClose={closeDialog}
      testId={testIds.helpOverlay}
      width={560}
    >
      <table className="shortcut-table">
        {groups.map((group) => (
          <tbody key={group}>
            <tr>
              <th colSpan={3} className="shortcut-group">
                {group}
              </th>
            </tr>
            {shortcuts
              .filter((shortcut) => shortcut.group === group)
              .map((shortcut) => (
                <tr key={shortcut.id} data-testid={testIds.shortcutRow} data-shortcut={shortcut.id}>
                  <td className="shortcut-keys">
                    {capturing === shortcut.id ? (
                      <span className="shortcut-capturing">Press a key… (Esc keeps it)</span>
                    ) : (
                      <Keys binding={bindings.get(shortcut.id) ?? shortcut.binding} />
                    )}
                  </td>
                  <td>{shortcut.description}</td>
                  <td className="shortcut-change">
                    {shortcut.remappable && (
                      <Button
                        size="sm"
                        variant="ghost"
                        data-testid={testIds.shortcutChange}
                        aria-pressed={capturing === shortcut.id}
                        onClick={() => {
                          setProblem(null);
                          setCapturing(capturing === shortcut.id ? null : shortcut.id);
                        }}
                      >
                        Change
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
          </tbody>
        ))}
      </table>
      {problem && (
        <p className="field-error help-note" role="alert" data-testid={testIds.shortcutError}>
          {problem}
        </p>
      )}
      <div className="help-footer">
        <p className="dim help-note">
          Letter shortcuts do nothing while you type in a field. Trading keys send orders only while
          armed; cancels work at any time. Each says in a notice what was sent and what came back.
        </p>
        <Button size="sm" data-testid={testIds.shortcutReset} onClick={resetBindings}>
          Reset keys
        </Button>
      </div>
    </Dialog>
  );
}
