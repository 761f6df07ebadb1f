import type { Tag } from '../../contract/index.js';
import { upstreamObject } from './upstream-object.js';
import { flag } from './units.js';

export const TAG_COLUMNS = `t.id, t.label, t.slug, t.force_show, t.requires_translation,
  t.created_at, t.updated_at, t.upstream_json`;

export interface TagRow {
  id: number;
  label: string;
  slug: string;
  force_show: number;
  requires_translation: number;
  created_at: string;
  updated_at: string;
  /** A mirror's tag as its upstream sent it; null on a local venue. */
  upstream_json: string | null;
}

/** A tag as the catalog serves it: a mirror's as its upstream sent it. */
export const toTag = (row: TagRow): Tag =>
  row.upstream_json === null ? localTag(row) : upstreamObject<Tag>(row.upstream_json);

const localTag = (row: TagRow): Tag => ({
  id: String(row.id),
  label: row.label,
  slug: row.slug,
  forceShow: flag(row.force_show),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  requiresTranslation: flag(row.requires_translation),
});
