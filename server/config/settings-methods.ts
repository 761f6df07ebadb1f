import {
  ServiceError,
  type MirrorStatus,
  type ModeSettings,
  type UpstreamProblems,
  type UpstreamUrlSet,
  type HandlerGroup,
} from '../contract/index.js';

export type SettingsMethodName = 'settings.getMode' | 'settings.setMode' | 'settings.syncNow';

export interface SettingsDeps {
  /** The saved settings (`<data-dir>/settings.json`). */
  read(): ModeSettings;
  write(settings: ModeSettings): void;
  /** What the service runs now. */
  running: ModeSettings;
  /** An upstream URL as typed, normalised; throws an Error saying what is wrong with it. */
  normalize(text: string): string;
  /** Calls each URL as its surface; why each that does not fit is refused. */
  check(urls: UpstreamUrlSet): Promise<UpstreamProblems>;
  /** Starts the service again on the saved settings; null: a change applies at the next start. */
  restart: (() => void) | null;
  /** How long the restart waits for the answer to reach the renderer; unset: a short while. */
  restartDelayMs?: number;
  /** Starts a catalog sync now and answers the status; null in local-venue mode (none runs). */
  syncNow: ((full: boolean) => MirrorStatus) | null;
}

const RESTART_DELAY_MS = 250;
const SURFACES = ['catalog', 'data', 'clob'] as const;

/** The upstream a setting mirrors, or null for the local venue: what a restart would change. */
const mirrored = (settings: ModeSettings): UpstreamUrlSet | null =>
  settings.mode === 'mirror' ? settings.upstream : null;

const sameUpstream = (a: UpstreamUrlSet | null, b: UpstreamUrlSet | null): boolean =>
  a === null || b === null ? a === b : SURFACES.every((surface) => a[surface] === b[surface]);

/** Each URL normalised, or why it is not a URL the service can call. */
function normalizeAll(
  urls: UpstreamUrlSet,
  normalize: SettingsDeps['normalize'],
): { urls: UpstreamUrlSet; problems: UpstreamProblems } {
  const problems: UpstreamProblems = {};
  const normalized = { ...urls };
  for (const surface of SURFACES) {
    try {
      normalized[surface] = normalize(urls[surface]);
    } catch (error) {
      problems[surface] = (error as Error).message;
    }
  }
  return { urls: normalized, problems };
}

/**
 * The terminal's mode settings (auth `session`). A mirror's URLs are each called before they
 * are saved; a saved change of what the service runs restarts it, just after the answer. The
 * mirror's "Sync now" is here too: the operator's POST /sync is not on the renderer's channel.
 */
export function createSettingsHandlers(deps: SettingsDeps): HandlerGroup<SettingsMethodName> {
  return {
    'settings.getMode': () => ({
      saved: deps.read(),
      running: deps.running,
      restartable: deps.restart !== null,
    }),
    'settings.setMode': async ({ mode, upstream, validateOnly }) => {
      if (mode === 'mirror' && !upstream) {
        throw new ServiceError('invalid_input', 'upstream: mirror mode needs the upstream URLs');
      }
      const normalized = upstream ? normalizeAll(upstream, deps.normalize) : null;
      let problems: UpstreamProblems = normalized?.problems ?? {};
      const callThem = mode === 'mirror' || validateOnly === true;
      if (normalized && callThem && Object.keys(problems).length === 0) {
        problems = await deps.check(normalized.urls);
      }
      const ok = Object.keys(problems).length === 0;
      const refused = { ok, problems, upstream: normalized?.urls ?? null, saved: false };
      if (!ok || validateOnly) return { ...refused, restarting: false };
      const next: ModeSettings = { mode, upstream: normalized?.urls ?? deps.read().upstream };
      deps.write(next);
      const { restart } = deps;
      const restarting = restart !== null && !sameUpstream(mirrored(next), mirrored(deps.running));
      if (restarting) setTimeout(restart, deps.restartDelayMs ?? RESTART_DELAY_MS);
      return { ok, problems, upstream: next.upstream, saved: true, restarting };
    },
    'settings.syncNow': ({ full }) => {
      if (!deps.syncNow) {
        throw new ServiceError('unavailable', 'the catalog sync runs in mirror mode only');
      }
      return deps.syncNow(full ?? false);
    },
  };
}
