import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import type { ServiceConfig } from './config.js';
import {
  defaultModeSettings,
  ModeSettings,
  type MirrorStatus,
  type UpstreamUrlSet,
} from '../contract/index.js';
import { checkUpstream, normalizeUpstreamUrl } from '../mirror/index.js';
import { createSettingsHandlers } from './settings-methods.js';
import { writeFileAtomic } from '../vault/index.js';

/**
 * `<data-dir>/settings.json`: the mode and upstream URLs the terminal's settings chose, read at
 * each start (`serve`, `npm start`, the desktop service); command-line flags win over it.
 */
export const settingsFile = (dataDir: string): string => join(dataDir, 'settings.json');

function readRaw(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The saved mode; the local venue when there is no file, or it holds nothing usable. */
export function readModeSettings(dataDir: string): ModeSettings {
  const raw = readRaw(settingsFile(dataDir));
  const candidate = { mode: raw.mode, upstream: raw.upstream ?? null };
  return Value.Check(ModeSettings, candidate)
    ? { mode: candidate.mode, upstream: candidate.upstream }
    : defaultModeSettings();
}

/**
 * Saves the mode (atomically, mode 0600: the URLs may carry a private host), keeping whatever
 * else the file holds.
 */
export function writeModeSettings(dataDir: string, settings: ModeSettings): void {
  const file = settingsFile(dataDir);
  const next = { ...readRaw(file), mode: settings.mode, upstream: settings.upstream };
  writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`);
}

/** The upstream a start mirrors by the saved settings, or undefined for the local venue. */
export const savedMirror = (settings: ModeSettings): UpstreamUrlSet | undefined =>
  settings.mode === 'mirror' && settings.upstream ? settings.upstream : undefined;

/** The config with the saved mode in place of whatever mode it had: local venue or the mirror. */
export function withSavedMode(config: ServiceConfig): ServiceConfig {
  const { mirror: _previous, ...rest } = config;
  const mirror = savedMirror(readModeSettings(config.dataDir));
  return mirror ? { ...rest, mirror } : rest;
}

/**
 * The terminal's settings methods over the data dir's settings.json, for a service of `config`
 * whose catalog sync (mirror mode) `syncNow` starts.
 */
export const modeSettingsHandlers = (
  config: ServiceConfig,
  syncNow: ((full: boolean) => MirrorStatus) | null,
) =>
  createSettingsHandlers({
    read: () => readModeSettings(config.dataDir),
    write: (settings) => writeModeSettings(config.dataDir, settings),
    running: config.mirror
      ? { mode: 'mirror', upstream: config.mirror }
      : { mode: 'local-venue', upstream: null },
    normalize: normalizeUpstreamUrl,
    check: (urls) => checkUpstream(urls),
    restart: config.restart ?? null,
    syncNow,
  });
