import type {
  ModeSettings,
  UpstreamProblems,
  UpstreamUrlSet,
  VenueMode,
} from '../../../server/contract/index.js';

export type Surface = keyof UpstreamUrlSet;
export const SURFACES: readonly Surface[] = ['catalog', 'data', 'clob'];

export const surfaceLabels: Record<Surface, string> = {
  catalog: 'Catalog',
  data: 'Public data',
  clob: 'Order book',
};

/** The real venue's three hosts: what "Use the venue" fills in. */
export const VENUE_URLS: UpstreamUrlSet = {
  catalog: 'https://gamma-api.polymarket.com',
  data: 'https://data-api.polymarket.com',
  clob: 'https://clob.polymarket.com',
};

/** The Venue section's fields: one URL for every surface, or one per surface. */
export interface VenueForm {
  mode: VenueMode;
  perSurface: boolean;
  all: string;
  catalog: string;
  data: string;
  clob: string;
}

/** A field of the form that can carry an error. */
export type VenueField = 'all' | Surface;
export type VenueErrors = Partial<Record<VenueField, string>>;

/** The form as the saved settings fill it: one URL when all three are the same. */
export function formFromSettings(saved: ModeSettings): VenueForm {
  const upstream = saved.upstream;
  const same =
    upstream === null || (upstream.catalog === upstream.data && upstream.data === upstream.clob);
  return {
    mode: saved.mode,
    perSurface: !same,
    all: same ? (upstream?.catalog ?? '') : '',
    catalog: upstream?.catalog ?? '',
    data: upstream?.data ?? '',
    clob: upstream?.clob ?? '',
  };
}

/**
 * The form as Settings opens it: on what runs now, which command-line flags may have chosen
 * over the saved settings (so Apply as shown never switches away from it), with the saved URLs
 * where what runs has none.
 */
export function initialForm({ running, saved }: { running: ModeSettings; saved: ModeSettings }) {
  return formFromSettings(running.upstream ? running : { ...running, upstream: saved.upstream });
}

/** The form with the real venue's URLs, one per surface. */
export const withVenueUrls = (form: VenueForm): VenueForm => ({
  ...form,
  mode: 'mirror',
  perSurface: true,
  ...VENUE_URLS,
});

/** The URLs the form names (trimmed), or null when it names none. */
export function upstreamOf(form: VenueForm): UpstreamUrlSet | null {
  const urls = form.perSurface
    ? { catalog: form.catalog.trim(), data: form.data.trim(), clob: form.clob.trim() }
    : { catalog: form.all.trim(), data: form.all.trim(), clob: form.all.trim() };
  return SURFACES.every((surface) => urls[surface] === '') ? null : urls;
}

/** What the form lacks before it can be sent: mirror mode needs every URL. */
export function missingFields(form: VenueForm): VenueErrors {
  const needed = form.mode === 'mirror';
  if (!form.perSurface) return needed && form.all.trim() === '' ? { all: 'required' } : {};
  const errors: VenueErrors = {};
  const urls = upstreamOf(form);
  for (const surface of SURFACES) {
    const empty = form[surface].trim() === '';
    // In local-venue mode the URLs are optional, but a partial set cannot be saved.
    if (empty && (needed || urls !== null)) errors[surface] = 'required';
  }
  return errors;
}

/**
 * The service's reasons per surface on the form's fields: with one URL for all, every
 * surface's reason goes under that one field, named.
 */
export function problemErrors(form: VenueForm, problems: UpstreamProblems): VenueErrors {
  if (form.perSurface) {
    const errors: VenueErrors = {};
    for (const surface of SURFACES) {
      const problem = problems[surface];
      if (problem) errors[surface] = problem;
    }
    return errors;
  }
  const lines = SURFACES.flatMap((surface) => {
    const problem = problems[surface];
    return problem ? [`${surfaceLabels[surface]}: ${problem}`] : [];
  });
  return lines.length > 0 ? { all: lines.join('\n') } : {};
}

/** The parameters of `settings.setMode` for the form. */
export function setModeParams(
  form: VenueForm,
  validateOnly: boolean,
): { mode: VenueMode; upstream?: UpstreamUrlSet; validateOnly: boolean } {
  const upstream = upstreamOf(form);
  return upstream ? { mode: form.mode, upstream, validateOnly } : { mode: form.mode, validateOnly };
}

/** Whether applying the form would change the saved settings. */
export function formChanged(form: VenueForm, saved: ModeSettings): boolean {
  if (form.mode !== saved.mode) return true;
  const urls = upstreamOf(form);
  if (urls === null || saved.upstream === null) return urls !== saved.upstream;
  const savedUrls = saved.upstream;
  // The service saves URLs without a trailing slash: one typed with it is no change.
  const bare = (url: string) => url.replace(/\/+$/, '');
  return SURFACES.some((surface) => bare(urls[surface]) !== bare(savedUrls[surface]));
}
