import { Type, type Static } from 'typebox';

// The service's mode as the terminal's settings choose it, kept in `<data-dir>/settings.json`:
// the local paper venue (the default) or a mirror of an upstream that speaks the venue's
// protocol (the real venue, or another Marketdesk), with one base URL per surface.

export const VenueMode = Type.Union([Type.Literal('local-venue'), Type.Literal('mirror')]);
export type VenueMode = Static<typeof VenueMode>;

const UpstreamUrl = Type.String({ minLength: 1, maxLength: 2000, description: 'base URL' });

/** An upstream's base URL per surface: the catalog, the public data and the order book (clob). */
export const UpstreamUrlSet = Type.Object({
  catalog: UpstreamUrl,
  data: UpstreamUrl,
  clob: UpstreamUrl,
});
export type UpstreamUrlSet = Static<typeof UpstreamUrlSet>;

export const ModeSettings = Type.Object({
  mode: VenueMode,
  /** The upstream's URLs; kept in local-venue mode too, so switching back finds them again. */
  upstream: Type.Union([UpstreamUrlSet, Type.Null()]),
});
export type ModeSettings = Static<typeof ModeSettings>;

export const defaultModeSettings = (): ModeSettings => ({ mode: 'local-venue', upstream: null });

export const ModeAnswer = Type.Object({
  /** What settings.json holds (what the next start runs). */
  saved: ModeSettings,
  /** What the service runs now; differs from `saved` when command-line flags chose it. */
  running: ModeSettings,
  /** Whether applying a change restarts the service by itself; else it applies at next start. */
  restartable: Type.Boolean(),
});
export type ModeAnswer = Static<typeof ModeAnswer>;

/** Why an upstream URL was refused, by surface; an absent surface passed. */
export const UpstreamProblems = Type.Object({
  catalog: Type.Optional(Type.String()),
  data: Type.Optional(Type.String()),
  clob: Type.Optional(Type.String()),
});
export type UpstreamProblems = Static<typeof UpstreamProblems>;

export const SetModeInput = Type.Object({
  mode: VenueMode,
  /** Required for mirror mode; each URL is called before it is accepted. */
  upstream: Type.Optional(UpstreamUrlSet),
  /** Only check the URLs: nothing is saved, nothing restarts. */
  validateOnly: Type.Optional(Type.Boolean({ default: false })),
});

export const SetModeAnswer = Type.Object({
  /** True when every URL answered as its surface should (and, unless validating, it is saved). */
  ok: Type.Boolean(),
  problems: UpstreamProblems,
  /** The URLs as they were checked and saved (normalised: no trailing slash). */
  upstream: Type.Union([UpstreamUrlSet, Type.Null()]),
  saved: Type.Boolean(),
  /** The service restarts on the new settings right after this answer; the renderer reconnects. */
  restarting: Type.Boolean(),
});
export type SetModeAnswer = Static<typeof SetModeAnswer>;
