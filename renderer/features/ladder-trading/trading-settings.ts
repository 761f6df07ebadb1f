import { MICROS_PER_UNIT, floorToLot } from '../../../server/shared/index.js';
import { createExternalStore, useExternalStore } from '../../lib/external-store.js';

/** The guards every one-click and hotkey order passes before it is sent. */
export interface Guards {
  /** Largest order, in micro-shares. */
  maxSizeMicros: number;
  /** Largest order's collateral (size × price), in micros. */
  maxNotionalMicros: number;
  /** How many of the market's ticks past the best opposite price an order may reach. */
  bandTicks: number;
}

/** Ladder trading's settings, kept across launches like the other renderer settings. */
export interface LadderSettings {
  /** The five default sizes keys 1–5 pick, in micro-shares. */
  presetsMicros: number[];
  presetIndex: number;
  guards: Guards;
}

export const PRESET_COUNT = 5;
const STORAGE_KEY = 'marketdesk.ladderTrading';
const shares = (count: number) => count * MICROS_PER_UNIT;

export const defaultLadderSettings: LadderSettings = {
  presetsMicros: [5, 10, 25, 50, 100].map(shares),
  presetIndex: 1,
  guards: { maxSizeMicros: shares(1_000), maxNotionalMicros: shares(500), bandTicks: 3 },
};

const positiveLots = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && floorToLot(value) > 0
    ? floorToLot(value)
    : null;

/** Stored settings, each field checked: a broken or older value falls back to its default. */
export function parseLadderSettings(stored: unknown): LadderSettings {
  const base = defaultLadderSettings;
  if (typeof stored !== 'object' || stored === null) return base;
  const raw = stored as Partial<Record<keyof LadderSettings, unknown>>;
  const rawPresets = Array.isArray(raw.presetsMicros) ? (raw.presetsMicros as unknown[]) : [];
  const presetsMicros = base.presetsMicros.map(
    (fallback, index) => positiveLots(rawPresets[index]) ?? fallback,
  );
  const index = raw.presetIndex;
  const presetIndex =
    typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < PRESET_COUNT
      ? index
      : base.presetIndex;
  const guards = (
    typeof raw.guards === 'object' && raw.guards !== null ? raw.guards : {}
  ) as Partial<Record<keyof Guards, unknown>>;
  const band = guards.bandTicks;
  const notional = guards.maxNotionalMicros;
  return {
    presetsMicros,
    presetIndex,
    guards: {
      maxSizeMicros: positiveLots(guards.maxSizeMicros) ?? base.guards.maxSizeMicros,
      maxNotionalMicros:
        typeof notional === 'number' && Number.isSafeInteger(notional) && notional > 0
          ? notional
          : base.guards.maxNotionalMicros,
      bandTicks:
        typeof band === 'number' && Number.isInteger(band) && band >= 0 && band <= 100
          ? band
          : base.guards.bandTicks,
    },
  };
}

function readStored(): LadderSettings {
  try {
    return parseLadderSettings(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null'));
  } catch {
    return defaultLadderSettings;
  }
}

interface TradingState {
  settings: LadderSettings;
  /** One-click and hotkey orders are sent only while armed; every launch starts disarmed. */
  armed: boolean;
}

const store = createExternalStore<TradingState>({ settings: readStored(), armed: false });

export const useLadderTradingState = (): TradingState => useExternalStore(store);
export const getLadderTradingState = (): TradingState => store.get();

export function setArmed(armed: boolean): void {
  if (store.get().armed !== armed) store.set({ armed });
}

export const toggleArmed = (): void => setArmed(!store.get().armed);

export function updateLadderSettings(patch: Partial<LadderSettings>): void {
  const settings = parseLadderSettings({ ...store.get().settings, ...patch });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage may be unavailable (private mode); the settings then last for this page only.
  }
  store.set({ settings });
}

export const selectPreset = (presetIndex: number): void => updateLadderSettings({ presetIndex });

/** The default size in micro-shares: the selected preset. */
export const defaultSizeMicros = (settings: LadderSettings): number =>
  settings.presetsMicros[settings.presetIndex] ?? settings.presetsMicros[0]!;
