import { Type } from 'typebox';
import { defineMethod } from './define.js';

// Health and meta answers the venue's clients ask for before anything else, and the icons the
// catalog's image URLs point at.

const NoInput = Type.Object({});
// The OpenAPI entries of the health and meta routes have no summary.
const meta = { tags: ['meta'], summary: null } as const;

export const metaMethods = {
  // GET / counts as an order-book read in the specification's limits table; GET /ok does not.
  root: defineMethod({
    name: 'meta.root',
    summary: 'Health check counted against the order-book reads',
    auth: 'public',
    limits: ['order-book', 'ok-root'],
    errors: ['rate_limited'],
    input: NoInput,
    output: Type.Literal('OK'),
    http: { ...meta, verb: 'GET', path: '/' },
  }),
  // The health routes at the roots of the public-data and catalog mounts (http/surfaces.ts); the
  // catalog host answers its /status in plain text.
  dataHealth: defineMethod({
    name: 'publicdata.health',
    summary: 'Health check of the public-data surface',
    auth: 'public',
    limits: ['public-data'],
    errors: ['rate_limited'],
    input: NoInput,
    output: Type.Object({ data: Type.Literal('OK') }),
    http: { verb: 'GET', path: '/', tags: ['meta'], atRoot: false },
  }),
  catalogStatus: defineMethod({
    name: 'catalog.status',
    summary: 'Health check of the catalog surface',
    auth: 'public',
    limits: ['catalog'],
    errors: ['rate_limited'],
    input: NoInput,
    output: Type.Literal('OK'),
    http: {
      verb: 'GET',
      path: '/status',
      tags: ['meta'],
      summary: 'Health check of the catalog surface (plain text)',
      atRoot: false,
      text: { contentType: 'text/plain; charset=utf-8' },
      wire: { answer: Type.String() },
    },
  }),
  ok: defineMethod({
    name: 'meta.ok',
    summary: 'Health check',
    auth: 'public',
    limits: [],
    errors: [],
    input: NoInput,
    output: Type.Literal('OK'),
    http: { ...meta, verb: 'GET', path: '/ok' },
  }),
  time: defineMethod({
    name: 'meta.time',
    summary: 'Server time, Unix seconds',
    auth: 'public',
    limits: [],
    errors: [],
    input: NoInput,
    output: Type.Integer(),
    http: { ...meta, verb: 'GET', path: '/time' },
  }),
  version: defineMethod({
    name: 'meta.version',
    summary: 'Protocol version',
    auth: 'public',
    limits: [],
    errors: [],
    input: NoInput,
    output: Type.Object({ version: Type.Integer() }),
    http: { ...meta, verb: 'GET', path: '/version' },
  }),
  remoteIcon: defineMethod({
    name: 'assets.remoteIcon',
    summary:
      'A remote icon the catalog names, as a data URL: fetched by the service once (https, at most 512 KB, an image) and kept in the data dir',
    auth: 'public',
    limits: [],
    errors: ['invalid_input', 'not_found', 'too_large'],
    input: Type.Object({ url: Type.String({ minLength: 9, maxLength: 2048 }) }),
    output: Type.Object({ dataUrl: Type.String() }),
  }),
  icon: defineMethod({
    name: 'assets.icon',
    summary: 'Icon of a catalog item (SVG text)',
    auth: 'public',
    limits: [],
    errors: ['invalid_input'],
    input: Type.Object({ file: Type.String({ pattern: '\\.svg$', maxLength: 300 }) }),
    output: Type.String(),
    http: {
      verb: 'GET',
      path: '/assets/icons/:file',
      tags: ['assets'],
      summary: 'Icon of a catalog item (SVG)',
      text: {
        contentType: 'image/svg+xml',
        headers: { 'cache-control': 'public, max-age=86400, immutable' },
      },
      wire: { answer: null },
    },
  }),
} as const;
