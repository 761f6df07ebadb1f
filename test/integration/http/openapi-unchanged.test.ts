// GET /openapi.json, pinned: how routes are declared may change, the document they make may not.
// The snapshots sort object keys (key order is not part of the document); `vitest -u` rewrites
// them when a route is meant to change. Every method is implemented, so the document has every
// route the method table declares, whichever handlers a mode wires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods } from '../../../server/contract/index.js';
import { createTradingRelay } from '../../../server/mirror/index.js';
import { createDispatcher } from '../../../server/rpc/index.js';
import { startTestService, type TestService } from '../../support/app.js';

type Document = { paths: Record<string, Record<string, unknown>> };

/** `VERB /path` of each operation, sorted: their order in the document is not part of it. */
const operationsOf = (paths: Document['paths']) =>
  Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path}`),
    )
    .sort();

const notCalled = () => {
  throw new Error('the document calls no method');
};
const everyMethod = () =>
  createDispatcher({
    handlers: Object.fromEntries(Object.keys(methods).map((name) => [name, notCalled])),
  });
const relay = createTradingRelay({ forward: notCalled });

let local: TestService;
let mirror: TestService;
beforeAll(async () => {
  local = await startTestService(undefined, { dispatcher: everyMethod() });
  mirror = await startTestService(undefined, { dispatcher: everyMethod(), relay });
});
afterAll(async () => {
  await mirror.close();
  await local.close();
});

describe('the OpenAPI document', () => {
  it('of a local venue, every route of every service', async () => {
    const response = await local.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchSnapshot();
  });

  // A mirror's operations are a local venue's but the relayed ones.
  it('of a mirror, whose relayed routes stay out of it', async () => {
    const whole = (await local.app.inject('/openapi.json')).json() as Document;
    const response = await mirror.app.inject('/openapi.json');
    expect(response.statusCode).toBe(200);
    const { paths, ...rest } = response.json() as Document;
    const { paths: _, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    expect(operationsOf(paths)).toMatchSnapshot();
    for (const [path, operations] of Object.entries(paths))
      for (const [verb, operation] of Object.entries(operations))
        expect(operation, `${verb} ${path}`).toEqual(whole.paths[path]?.[verb]);
  });
});
