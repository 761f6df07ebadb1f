import type { Tag } from '../../contract/index.js';
import { flag } from './units.js';

export const TAG_COLUMNS = `t.id, t.label, t.slug, t.force_show, t.requires_translation,
  t.created_at, t.updated_at`;

export interface TagRow {
  id: number;
  label: string;
  slug: string;
  force_show: number;
  requires_translation: number;
  created_at: string;
  updated_at: string;
}

export const toTag = (row: TagRow): Tag => ({
  id: String(row.id),
  label: row.label,
  slug: row.slug,
  forceShow: flag(row.force_show),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  requiresTranslation: flag(row.requires_translation),
});
