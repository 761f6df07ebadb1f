import { Type } from 'typebox';
import {
  CreatorQuery,
  ErrorBody,
  Event,
  EventIdParams,
  EventsQuery,
  SlugParams,
} from '../../contract/index.js';
import type { AppDeps } from '../app.js';
import type { TypedFastify } from '../typed.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** GET /events, GET /events/{id}, GET /events/slug/{slug}. */
export function eventRoutes(app: TypedFastify, { catalog }: AppDeps): void {
  app.get(
    '/events',
    {
      config: { limits: ['catalog', 'events', 'listings'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'List events',
        querystring: EventsQuery,
        response: { 200: Type.Array(Event), ...errors },
      },
    },
    async (request) => catalog.listEvents(request.query),
  );

  app.get(
    '/events/:id',
    {
      config: { limits: ['catalog'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'One event by id',
        params: EventIdParams,
        querystring: CreatorQuery,
        response: { 200: Event, ...errors },
      },
    },
    async (request) => catalog.getEvent(request.params.id, request.query.creator),
  );

  app.get(
    '/events/slug/:slug',
    {
      config: { limits: ['catalog'], catalogAnswer: true },
      schema: {
        tags: ['catalog'],
        summary: 'One event by slug',
        params: SlugParams,
        querystring: CreatorQuery,
        response: { 200: Event, ...errors },
      },
    },
    async (request) => catalog.getEventBySlug(request.params.slug, request.query.creator),
  );
}
