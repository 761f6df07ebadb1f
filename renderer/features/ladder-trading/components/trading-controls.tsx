import { useState } from 'react';
import { Kbd } from '../../../components/kbd.js';
import { testIds } from '../../../lib/test-ids.js';
import { useTradingKeyLabel } from '../key-labels.js';
import { sharesText } from '../order-text.js';
import { toggleArming } from '../trading-keys.js';
import { selectPreset, useLadderTradingState } from '../trading-settings.js';
import { GuardsForm } from './guards-form.js';
import './ladder-trading.css';

/**
 * The ladder's trading controls, in its title bar: the default size's presets (keys 1–5), the
 * sizes and guards form, and the arm switch (key A; Esc disarms).
 */
export function LadderTradingControls() {
  const { armed, settings } = useLadderTradingState();
  const [editing, setEditing] = useState(false);
  const armKey = useTradingKeyLabel('arm');
  return (
    <div className="lt-controls">
      <div className="lt-presets" role="radiogroup" aria-label="Default size">
        {settings.presetsMicros.map((micros, index) => (
          <button
            key={index}
            type="button"
            role="radio"
            aria-checked={index === settings.presetIndex}
            className="lt-preset num"
            title={`Default size ${sharesText(micros)} shares (key ${index + 1})`}
            data-testid={`${testIds.ladderPreset}-${index + 1}`}
            onClick={() => selectPreset(index)}
          >
            {sharesText(micros)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="icon-button lt-guards-toggle"
        aria-label="Sizes and guards"
        title="Sizes and guards"
        aria-expanded={editing}
        data-testid={testIds.ladderGuardsToggle}
        onClick={() => setEditing((open) => !open)}
      >
        ⚙
      </button>
      <button
        type="button"
        className={armed ? 'lt-arm is-armed' : 'lt-arm'}
        aria-pressed={armed}
        data-armed={armed}
        data-testid={testIds.ladderArm}
        title={
          armed
            ? `Armed: a click on a level or a trading key sends the order. ${armKey ?? 'The arm key'} or Esc disarms.`
            : 'Arm one-click trading: a click on a level or a trading key will send the order.'
        }
        onClick={toggleArming}
      >
        <span className="lt-arm-dot" aria-hidden="true" />
        {armed ? 'Armed' : 'Arm'}
        {armKey && <Kbd>{armKey}</Kbd>}
      </button>
      {editing && <GuardsForm settings={settings} onClose={() => setEditing(false)} />}
    </div>
  );
}
