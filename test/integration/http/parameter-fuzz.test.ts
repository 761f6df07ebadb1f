// Every parameter of every route, fuzzed: the routes and their parameters come from the app's own
// OpenAPI document, so a new route is fuzzed without touching this file. Requests carry valid
// credentials (L1, L2, the operator's token) so that the input, not the authentication, is what
// the service answers. No answer may be a 5xx; every error is JSON naming what is wrong.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { l1Headers, l2Headers, testWallet } from '../../support/credentials.js';
import { startVenue, TestTrader, type Venue } from '../../support/venue.js';

/** The whole fuzz run stays well inside the test's timeout, whatever the number of routes. */
const FUZZ_BUDGET_MS = 15_000;
const RUNS_PER_ROUTE = 150;

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema?: Schema;
}

interface Operation {
  verb: string;
  path: string;
  description: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

const BAD_TEXT = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '9223372036854775808',
  '18446744073709551616',
  '9007199254740993',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '',
  'true',
  'null',
  '[]',
  '\u0000',
  '💥',
  '../../etc/passwd',
  "'; DROP TABLE markets;--",
  '0x' + 'f'.repeat(64),
  '1'.repeat(80),
  'a'.repeat(3000),
];

const BAD_JSON: unknown[] = [
  1e308,
  -1e308,
  2 ** 63,
  2 ** 64,
  2 ** 53 + 2,
  -0,
  0.1,
  -1,
  'Infinity',
  '',
  ' 1',
  '1 ',
  ['1'],
  [],
  {},
  null,
  true,
  'x'.repeat(2000),
  '9'.repeat(100),
];

const text = fc.oneof(
  fc.constantFrom(...BAD_TEXT),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A path segment: an empty one or a dot segment would name another route. */
const pathValue = text.filter((value) => value !== '' && value !== '.' && value !== '..');

/** One value of a query parameter, sometimes repeated. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: text },
  { weight: 1, arbitrary: fc.array(text, { minLength: 2, maxLength: 3 }) },
);

const wildJson = fc.oneof(fc.constantFrom(...BAD_JSON), fc.jsonValue({ maxDepth: 2 }));

/** JSON that follows the schema's outline (names, nesting, enums) with wild leaves. */
function shaped(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wildJson;
  const choices: fc.Arbitrary<unknown>[] = [wildJson];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum));
  const constants = (schema.anyOf ?? []).filter((option) => 'const' in option);
  if (constants.length > 0) choices.push(fc.constantFrom(...constants.map((c) => c.const)));
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, field]) => [name, shaped(field, depth + 1)]),
    );
    choices.push(fc.record(fields, { requiredKeys: [] }), fc.record(fields));
  }
  if (schema.type === 'array') {
    choices.push(fc.array(shaped(schema.items, depth + 1), { maxLength: 4 }));
  }
  return fc.oneof(...choices);
}

/** A request body: usually JSON shaped by the schema, sometimes text that is not JSON at all. */
const bodyOf = (schema: Schema) =>
  fc.oneof(
    { weight: 6, arbitrary: shaped(schema).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  );

let venue: Venue;
let trader: TestTrader;
let operations: Operation[];

beforeAll(async () => {
  venue = await startVenue();
  trader = await new TestTrader(venue, 'fuzz trader').init(1000);
  const document = (await venue.app.inject('/openapi.json')).json();
  operations = Object.entries<Record<string, Record<string, unknown>>>(document.paths).flatMap(
    ([path, verbs]) =>
      Object.entries(verbs).map(([verb, operation]) => ({
        verb: verb.toUpperCase(),
        path,
        description: String(operation['description'] ?? ''),
        parameters: (operation['parameters'] as Parameter[] | undefined) ?? [],
        body: (
          operation['requestBody'] as { content: Record<string, { schema: Schema }> } | undefined
        )?.content['application/json']?.schema,
      })),
  );
});
afterAll(() => venue.close());

const wallet = testWallet('fuzz trader');

/** The credentials each kind of route expects, so validation is what answers. */
async function credentials(operation: Operation, path: string, body: string | undefined) {
  if (operation.description.includes('L1 headers')) return l1Headers(wallet);
  return {
    ...l2Headers(trader.creds, trader.address, operation.verb, path, body),
    authorization: `Bearer ${venue.adminToken}`,
  };
}

interface Sent {
  url: string;
  names: string[];
  body: string | undefined;
}

async function send(operation: Operation, sent: Sent) {
  const path = sent.url.split('?')[0]!;
  const headers: Record<string, string> = await credentials(operation, path, sent.body);
  if (sent.body !== undefined) headers['content-type'] = 'application/json';
  return venue.app.inject({
    method: operation.verb as 'GET',
    url: sent.url,
    headers,
    ...(sent.body !== undefined ? { body: sent.body } : {}),
  });
}

function urlOf(operation: Operation, values: Record<string, string | string[]>): string {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = values[parameter.name];
    if (value === undefined) continue;
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else {
      for (const item of Array.isArray(value) ? value : [value]) query.append(parameter.name, item);
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Requests of one operation: any subset of its parameters (path ones always) and a body. */
function requestsOf(operation: Operation): fc.Arbitrary<Sent> {
  const fields = Object.fromEntries(
    operation.parameters.map((parameter) => [
      parameter.name,
      parameter.in === 'path' ? pathValue : queryValue,
    ]),
  );
  const required = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const values = fc.record(fields, { requiredKeys: required }) as fc.Arbitrary<
    Record<string, string | string[]>
  >;
  const body = operation.body ? bodyOf(operation.body) : fc.constant(undefined);
  return fc.tuple(values, body).map(([chosen, sentBody]) => ({
    url: urlOf(operation, chosen),
    names: Object.keys(chosen),
    body: sentBody,
  }));
}

function expectWellFormedAnswer(
  response: Awaited<ReturnType<typeof send>>,
  operation: Operation,
  sent: Sent,
) {
  const where = `${operation.verb} ${sent.url} ${sent.body ?? ''}`.slice(0, 500);
  expect(response.statusCode, `${where} -> ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const error = response.json().error;
  expect(typeof error, where).toBe('string');
  if (response.statusCode === 400 && operation.body === undefined && sent.names.length > 0) {
    // A bad query or path value is answered with the name of a parameter that was sent, or of
    // a required one that was not.
    const declared = operation.parameters.map((parameter) => parameter.name);
    expect(
      declared.some(
        (name) =>
          error.startsWith(`${name} `) ||
          error.startsWith(`${name}[`) ||
          error.includes(` ${name} `),
      ),
      `${where} -> ${error}`,
    ).toBe(true);
  }
}

/** Routes whose call would end the fuzz's own session rather than test an input. */
const isRevocation = (operation: Operation) =>
  operation.verb === 'DELETE' && operation.path === '/auth/api-key';

describe('every parameter of every route, fuzzed', () => {
  it('lists the routes from the app itself', () => {
    const paths = operations.map((operation) => `${operation.verb} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /markets',
        'GET /activity',
        'POST /order',
        'POST /venue/faucet',
      ]),
    );
  });

  it('bounds every integer parameter', () => {
    const unbounded = operations.flatMap((operation) =>
      operation.parameters
        .filter((parameter) => {
          const scalar =
            parameter.schema?.type === 'array' ? parameter.schema.items : parameter.schema;
          return (
            scalar?.type === 'integer' &&
            (scalar.minimum === undefined || scalar.maximum === undefined)
          );
        })
        .map((parameter) => `${operation.verb} ${operation.path} ${parameter.name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuses a query parameter a route does not declare, naming it', async () => {
    for (const operation of operations) {
      const values = Object.fromEntries(
        operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, '1']),
      );
      const sent = { url: `${urlOf(operation, values)}?zz_unknown=1`, names: [], body: undefined };
      const response = await send(operation, sent);
      expect(response.statusCode, `${operation.verb} ${operation.path}`).toBe(400);
      expect(response.json()).toEqual({ error: 'zz_unknown is not a parameter of this route' });
    }
  });

  it('never answers 5xx, and names the parameter of a bad query', async () => {
    const fuzzed = operations.filter((operation) => !isRevocation(operation));
    const perRoute = Math.floor(FUZZ_BUDGET_MS / fuzzed.length);
    for (const operation of fuzzed) {
      await fc.assert(
        fc.asyncProperty(requestsOf(operation), async (sent) => {
          expectWellFormedAnswer(await send(operation, sent), operation, sent);
        }),
        { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: perRoute },
      );
    }
  }, 40_000);
});
