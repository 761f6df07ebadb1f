import { Type } from 'typebox';
import { Tag } from '../catalog-event.js';
import { EventIdParams, MarketIdParams, SlugParams } from '../catalog-queries.js';
import { RelatedTagsQuery, TagIdParams, TagRelationship } from '../catalog-lookups.js';
import { defineMethod } from './define.js';

// The catalog's tags beyond GET /tags: one tag, its relations, and the tags of a market or
// event. Each counts against the catalog's limits and the tags listing's.

const read = {
  auth: 'public',
  errors: ['invalid_input', 'not_found', 'rate_limited'],
  limits: ['catalog', 'tags'],
} as const;
const lookup = { tags: ['catalog'], statuses: [400, 404, 429], catalogAnswer: true } as const;

const RelatedById = Type.Object({ ...TagIdParams.properties, ...RelatedTagsQuery.properties });
const RelatedBySlug = Type.Object({ ...SlugParams.properties, ...RelatedTagsQuery.properties });

export const catalogTagMethods = {
  marketTags: defineMethod({
    ...read,
    name: 'catalog.marketTags',
    summary: "A market's tags (those of its event)",
    input: MarketIdParams,
    output: Type.Array(Tag),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/markets/:id/tags',
      summary: "A market's tags: those of its event",
    },
  }),
  eventTags: defineMethod({
    ...read,
    name: 'catalog.eventTags',
    summary: "An event's tags",
    input: EventIdParams,
    output: Type.Array(Tag),
    http: { ...lookup, verb: 'GET', path: '/events/:id/tags' },
  }),
  tag: defineMethod({
    ...read,
    name: 'catalog.tag',
    summary: 'One tag by id',
    input: TagIdParams,
    output: Tag,
    http: { ...lookup, verb: 'GET', path: '/tags/:id' },
  }),
  tagBySlug: defineMethod({
    ...read,
    name: 'catalog.tagBySlug',
    summary: 'One tag by slug',
    input: SlugParams,
    output: Tag,
    http: { ...lookup, verb: 'GET', path: '/tags/slug/:slug' },
  }),
  relatedTags: defineMethod({
    ...read,
    name: 'catalog.relatedTags',
    summary: "A tag's relations to other tags, by tag id",
    input: RelatedById,
    output: Type.Array(TagRelationship),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/tags/:id/related-tags',
      summary: "A tag's relations to other tags",
    },
  }),
  relatedTagsBySlug: defineMethod({
    ...read,
    name: 'catalog.relatedTagsBySlug',
    summary: "A tag's relations to other tags, by tag slug",
    input: RelatedBySlug,
    output: Type.Array(TagRelationship),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/tags/slug/:slug/related-tags',
      summary: "A tag's relations to other tags, by slug",
    },
  }),
  relatedTagTags: defineMethod({
    ...read,
    name: 'catalog.relatedTagTags',
    summary: 'The tags related to a tag, by tag id',
    input: RelatedById,
    output: Type.Array(Tag),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/tags/:id/related-tags/tags',
      summary: 'The tags related to a tag',
    },
  }),
  relatedTagTagsBySlug: defineMethod({
    ...read,
    name: 'catalog.relatedTagTagsBySlug',
    summary: 'The tags related to a tag, by tag slug',
    input: RelatedBySlug,
    output: Type.Array(Tag),
    http: {
      ...lookup,
      verb: 'GET',
      path: '/tags/slug/:slug/related-tags/tags',
      summary: 'The tags related to a tag, by slug',
    },
  }),
} as const;
