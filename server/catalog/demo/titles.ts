import type { EventSlot } from './plan.js';
import type { Random } from './random.js';
import {
  CATEGORIES,
  type Category,
  type EventDraft,
  type EventTemplate,
} from './vocabulary/index.js';

/** An event's draft and the template that made it (another than its slot's when renamed). */
export interface Drafted {
  draft: EventDraft;
  template: EventTemplate;
}

/** The titles taken: no two open events share one, nor two events of one series. */
export interface TitleRegistry {
  open: Set<string>;
  /** By index into SERIES. */
  series: Map<number, Set<string>>;
}

export const createTitleRegistry = (): TitleRegistry => ({ open: new Set(), series: new Map() });

/** Rebuilds of a template whose title is taken, before other templates are tried. */
const TITLE_RETRIES = 4;

/** Templates that can make `count` markets: the category's own first, then the others'. */
function fittingTemplates(category: Category, count: number): EventTemplate[] {
  const fits = (template: EventTemplate) =>
    template.minMarkets <= count && count <= template.maxMarkets;
  const own = CATEGORIES.filter((entry) => entry.category === category);
  const others = CATEGORIES.filter((entry) => entry.category !== category);
  return [...own, ...others].flatMap((entry) => entry.templates.filter(fits));
}

const endDay = (ms: number): string =>
  new Date(ms).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The slot's event draft with a title still free: built again when taken, then (standalone
 * events) from other templates that fit its size; a catalog larger than the vocabulary finally
 * names the end date and, if need be, a number.
 */
export function draftEvent(random: Random, slot: EventSlot, titles: TitleRegistry): Drafted {
  const open = slot.status === 'open';
  let ofSeries: Set<string> | undefined;
  if (slot.series !== null) {
    ofSeries = titles.series.get(slot.series) ?? new Set();
    titles.series.set(slot.series, ofSeries);
  }
  const build = (template: EventTemplate): Drafted => ({
    draft: template.build({ random, end: new Date(slot.endMs), count: slot.marketCount }),
    template,
  });
  const taken = (title: string) =>
    (open && titles.open.has(title)) || (ofSeries?.has(title) ?? false);
  const claim = (drafted: Drafted): Drafted => {
    if (open) titles.open.add(drafted.draft.title);
    ofSeries?.add(drafted.draft.title);
    return drafted;
  };
  const first = build(slot.template);
  if (!taken(first.draft.title)) return claim(first);
  for (let retry = 0; retry < TITLE_RETRIES; retry += 1) {
    const drafted = build(slot.template);
    if (!taken(drafted.draft.title)) return claim(drafted);
  }
  if (slot.series === null) {
    for (const template of fittingTemplates(slot.template.category, slot.marketCount)) {
      const drafted = build(template);
      if (!taken(drafted.draft.title)) return claim(drafted);
    }
  }
  const base = `${first.draft.title} (ends ${endDay(slot.endMs)})`;
  let title = base;
  for (let n = 2; taken(title); n += 1) title = `${base.slice(0, -1)}, #${n})`;
  return claim({ ...first, draft: { ...first.draft, title } });
}

/**
 * Drafts every series event first, in order: their titles name their dates, so a standalone
 * event that happens to read the same is the one renamed.
 */
export function draftSeriesEvents(
  random: Random,
  slots: readonly EventSlot[],
  titles: TitleRegistry,
): Map<EventSlot, Drafted> {
  const drafts = new Map<EventSlot, Drafted>();
  for (const slot of slots)
    if (slot.series !== null) drafts.set(slot, draftEvent(random, slot, titles));
  return drafts;
}
