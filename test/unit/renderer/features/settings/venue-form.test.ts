import { describe, expect, it } from 'vitest';
import {
  formChanged,
  formFromSettings,
  initialForm,
  missingFields,
  problemErrors,
  setModeParams,
  VENUE_URLS,
  withVenueUrls,
  type VenueForm,
} from '../../../../../renderer/features/settings/venue-form.js';

const local = { mode: 'local-venue' as const, upstream: null };
const one = 'http://127.0.0.1:9000';
const sameEverywhere = { catalog: one, data: one, clob: one };

describe('formFromSettings', () => {
  it('fills one URL when the three are the same, three otherwise', () => {
    expect(formFromSettings({ mode: 'mirror', upstream: sameEverywhere })).toMatchObject({
      mode: 'mirror',
      perSurface: false,
      all: one,
    });
    expect(formFromSettings({ mode: 'mirror', upstream: VENUE_URLS })).toMatchObject({
      perSurface: true,
      all: '',
      ...VENUE_URLS,
    });
    expect(formFromSettings(local)).toMatchObject({ perSurface: false, all: '', clob: '' });
  });
});

describe('missingFields', () => {
  const empty = formFromSettings(local);

  it('asks for every URL in mirror mode only', () => {
    expect(missingFields(empty)).toEqual({});
    expect(missingFields({ ...empty, mode: 'mirror' })).toEqual({ all: 'required' });
    expect(missingFields({ ...empty, mode: 'mirror', perSurface: true, data: one })).toEqual({
      catalog: 'required',
      clob: 'required',
    });
  });

  it('refuses a partial set of per-surface URLs in local-venue mode too', () => {
    expect(missingFields({ ...empty, perSurface: true, clob: one })).toEqual({
      catalog: 'required',
      data: 'required',
    });
  });
});

describe('setModeParams', () => {
  it('sends the one URL for every surface, trimmed', () => {
    const form: VenueForm = { ...formFromSettings(local), mode: 'mirror', all: ` ${one} ` };
    expect(setModeParams(form, true)).toEqual({
      mode: 'mirror',
      upstream: sameEverywhere,
      validateOnly: true,
    });
  });

  it('sends the venue URLs per surface, and no upstream when none is typed', () => {
    const form = withVenueUrls(formFromSettings(local));
    expect(setModeParams(form, false)).toEqual({
      mode: 'mirror',
      upstream: VENUE_URLS,
      validateOnly: false,
    });
    expect(setModeParams(formFromSettings(local), false)).toEqual({
      mode: 'local-venue',
      validateOnly: false,
    });
  });
});

describe('problemErrors', () => {
  const problems = { clob: 'x/time answered HTTP 404', data: 'x/trades cannot be reached' };

  it('puts each reason under its field', () => {
    const form = { ...withVenueUrls(formFromSettings(local)) };
    expect(problemErrors(form, problems)).toEqual(problems);
  });

  it('names the surfaces under the one URL field', () => {
    const form = { ...formFromSettings(local), all: one };
    expect(problemErrors(form, problems)).toEqual({
      all: 'Public data: x/trades cannot be reached\nOrder book: x/time answered HTTP 404',
    });
    expect(problemErrors(form, {})).toEqual({});
  });
});

describe('formChanged', () => {
  const saved = { mode: 'mirror' as const, upstream: sameEverywhere };

  it('sees a change of mode or of a URL, not of a trailing slash', () => {
    const form = formFromSettings(saved);
    expect(formChanged(form, saved)).toBe(false);
    expect(formChanged({ ...form, all: `${one}/` }, saved)).toBe(false);
    expect(formChanged({ ...form, all: 'http://127.0.0.1:9001' }, saved)).toBe(true);
    expect(formChanged({ ...form, mode: 'local-venue' }, saved)).toBe(true);
    expect(formChanged({ ...form, all: '' }, saved)).toBe(true);
    expect(formChanged(formFromSettings(local), local)).toBe(false);
  });
});

describe('initialForm', () => {
  const mirror = { mode: 'mirror' as const, upstream: VENUE_URLS };

  it('opens on the mirror the flags started, not on the saved local venue', () => {
    const form = initialForm({ running: mirror, saved: local });
    expect(form).toMatchObject({ mode: 'mirror', perSurface: true, clob: VENUE_URLS.clob });
    // Applying it as shown saves what runs; it never switches to the local venue.
    expect(formChanged(form, local)).toBe(true);
    expect(setModeParams(form, false)).toMatchObject({ mode: 'mirror', upstream: VENUE_URLS });
  });

  it('opens on the local venue that runs, keeping the saved URLs in their fields', () => {
    const form = initialForm({ running: local, saved: { ...mirror, mode: 'local-venue' } });
    expect(form).toMatchObject({ mode: 'local-venue', clob: VENUE_URLS.clob });
  });
});
