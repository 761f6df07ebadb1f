// GET /openapi.json: how routes are declared may change, the operations they make may not.
// `openapi-baseline.json` holds every operation the method table declared when it was written;
// each must still be in the document exactly as it was. A new method adds operations without
// touching it. When an existing route is meant to change, rewrite it with
// `OPENAPI_BASELINE=write npx vitest run test/integration/http/openapi-unchanged.test.ts`.
// Every method is implemented here, so the document has every route the table declares.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methods } from '../../../server/contract/index.js';
import { createTradingRelay } from '../../../server/mirror/index.js';
import { createDispatcher } from '../../../server/rpc/index.js';
import { startTestService, type TestService } from '../../support/app.js';

type Operations = Record<string, Record<string, unknown>>;
type Document = { paths: Operations } & Record<string, unknown>;

const BASELINE = new URL('./openapi-baseline.json', import.meta.url);

/** `VERB /path` of each operation, sorted: their order in the document is not part of it. */
const operationsOf = (paths: Operations) =>
  Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((verb) => `${verb.toUpperCase()} ${path}`),
    )
    .sort();

/** The value with every object's keys sorted: key order is not part of the document. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
        )
      : value;

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

const documentOf = async (service: TestService): Promise<Document> => {
  const response = await service.app.inject('/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('the OpenAPI document', () => {
  it('of a local venue keeps every operation of the baseline as it was', async () => {
    const document = await documentOf(local);
    if (process.env.OPENAPI_BASELINE === 'write') {
      writeFileSync(BASELINE, `${JSON.stringify(sortedKeys(document), null, 2)}\n`);
    }
    const { paths: baselinePaths, ...baselineRest } = JSON.parse(
      readFileSync(BASELINE, 'utf8'),
    ) as Document;
    const { paths, ...rest } = document;
    expect(rest).toEqual(baselineRest);
    expect(operationsOf(baselinePaths)).toEqual(
      expect.arrayContaining(['GET /markets', 'GET /book', 'POST /order', 'GET /markets/{id}']),
    );
    for (const [path, operations] of Object.entries(baselinePaths))
      for (const [verb, operation] of Object.entries(operations))
        expect(paths[path]?.[verb], `${verb} ${path}`).toEqual(operation);
  });

  // A mirror's operations are a local venue's but the relayed ones.
  it('of a mirror, whose relayed routes stay out of it', async () => {
    const whole = await documentOf(local);
    const { paths, ...rest } = await documentOf(mirror);
    const { paths: wholePaths, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    const kept = new Set(operationsOf(paths));
    expect(operationsOf(wholePaths).filter((operation) => !kept.has(operation))).toMatchSnapshot();
    for (const [path, operations] of Object.entries(paths))
      for (const [verb, operation] of Object.entries(operations))
        expect(operation, `${verb} ${path}`).toEqual(wholePaths[path]?.[verb]);
  });
});
