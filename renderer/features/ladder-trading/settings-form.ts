import { formatScaled, parseTypedScaled } from '../../../server/shared/index.js';
import { PRESET_COUNT, type LadderSettings } from './trading-settings.js';

/** The sizes and guards form's fields, as typed. */
export interface SettingsFields {
  presets: string[];
  maxSize: string;
  maxNotional: string;
  band: string;
}

export type SettingsField = 'maxSize' | 'maxNotional' | 'band' | `preset${number}`;

export const fieldsOf = (settings: LadderSettings): SettingsFields => ({
  presets: settings.presetsMicros.map((micros) => formatScaled(micros, 6)),
  maxSize: formatScaled(settings.guards.maxSizeMicros, 6),
  maxNotional: formatScaled(settings.guards.maxNotionalMicros, 6),
  band: String(settings.guards.bandTicks),
});

const MAX_BAND_TICKS = 100;

/** Shares in whole 0.01 lots, more than zero, in micros; else null. */
const lots = (text: string): number | null => {
  const hundredths = parseTypedScaled(text, 2);
  return hundredths !== null && hundredths > 0 ? hundredths * 10_000 : null;
};

/** The settings the form asks for, or each field's problem. */
export function parseSettingsFields(
  fields: SettingsFields,
  presetIndex: number,
): { ok: true; settings: LadderSettings } | { ok: false; errors: Map<SettingsField, string> } {
  const errors = new Map<SettingsField, string>();
  const presetsMicros = fields.presets.slice(0, PRESET_COUNT).map((text, index) => {
    const micros = lots(text);
    if (micros === null) errors.set(`preset${index + 1}`, 'Shares, more than 0, in 0.01 steps');
    return micros ?? 0;
  });
  const maxSizeMicros = lots(fields.maxSize);
  if (maxSizeMicros === null) errors.set('maxSize', 'Shares, more than 0, in 0.01 steps');
  const cents = parseTypedScaled(fields.maxNotional, 2);
  if (cents === null || cents <= 0) errors.set('maxNotional', 'Dollars, more than 0');
  const band = /^\d+$/.test(fields.band.trim()) ? Number(fields.band) : NaN;
  if (!(band >= 0 && band <= MAX_BAND_TICKS)) {
    errors.set('band', `Whole ticks, 0 to ${MAX_BAND_TICKS}`);
  }
  if (errors.size > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      presetsMicros,
      presetIndex,
      guards: {
        maxSizeMicros: maxSizeMicros!,
        maxNotionalMicros: cents! * 10_000,
        bandTicks: band,
      },
    },
  };
}
