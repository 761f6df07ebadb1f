import { Type } from 'typebox';
import {
  CreatorQuery,
  ErrorBody,
  Event,
  EventIdParams,
  EventsQuery,
  SlugParams,
} from '../../contract/index.js';
import type { MethodRoute } from '../method-routes.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };
const tags = ['catalog'];

/** GET /events, GET /events/{id}, GET /events/slug/{slug}. */
export function eventRoutes(route: MethodRoute): void {
  route('GET', '/events', 'catalog.events', {
    catalogAnswer: true,
    schema: {
      tags,
      summary: 'List events',
      querystring: EventsQuery,
      response: { 200: Type.Array(Event), ...errors },
    },
  });
  route('GET', '/events/:id', 'catalog.event', {
    catalogAnswer: true,
    schema: {
      tags,
      summary: 'One event by id',
      params: EventIdParams,
      querystring: CreatorQuery,
      response: { 200: Event, ...errors },
    },
  });
  route('GET', '/events/slug/:slug', 'catalog.eventBySlug', {
    catalogAnswer: true,
    schema: {
      tags,
      summary: 'One event by slug',
      params: SlugParams,
      querystring: CreatorQuery,
      response: { 200: Event, ...errors },
    },
  });
}
