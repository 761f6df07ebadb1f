// GET /openapi.json, pinned: how routes are declared may change, the document they make may not.
// The snapshots sort object keys (key order is not part of the document); `vitest -u` rewrites
// them when a route is meant to change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMirror, type Mirror } from '../../support/mirror-pair.js';
import { startVenue, type Venue } from '../../support/venue.js';

type Document = { paths: Record<string, Record<string, unknown>> };

/** `VERB /path` of each operation, sorted: their order in the document is not part of it. */
const operationsOf = (paths: Document['paths']) =>
  Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path}`),
    )
    .sort();

let venue: Venue;
let mirror: Mirror;
beforeAll(async () => {
  venue = await startVenue();
  // Nothing listens on port 9: the document is built without ever reaching the upstream.
  mirror = await startMirror('http://127.0.0.1:9');
});
afterAll(async () => {
  await mirror.close();
  await venue.close();
});

describe('the OpenAPI document', () => {
  it('of a local venue, every route of every service', async () => {
    const response = await venue.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchSnapshot();
  });

  // A mirror's operations are a local venue's, fewer: the relayed ones and those it lacks.
  it('of a mirror, whose relayed routes stay out of it', async () => {
    const local = (await venue.app.inject('/openapi.json')).json() as Document;
    const response = await mirror.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const { paths, ...rest } = response.json() as Document;
    const { paths: _, ...localRest } = local;
    expect(rest).toEqual(localRest);
    expect(operationsOf(paths)).toMatchSnapshot();
    for (const [path, operations] of Object.entries(paths))
      for (const [verb, operation] of Object.entries(operations))
        expect(operation, `${verb} ${path}`).toEqual(local.paths[path]?.[verb]);
  });
});
