import { describe, expect, it } from 'vitest';
import { ServiceError, EncodedJson, type DispatchTable } from '../../../server/contract/index.js';
import type { Auth } from '../../../server/auth/index.js';
import { createRateLimiter } from '../../../server/limits/index.js';
import { createDispatcher, type CallRequest } from '../../../server/rpc/index.js';

const renderer: CallRequest = { transport: 'session', client: 'renderer' };
const script: CallRequest = { transport: 'http', client: '127.0.0.1' };
const tag = {
  id: '1',
  label: 'Politics',
  slug: 'politics',
  forceShow: false,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
  requiresTranslation: false,
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('resolved'),
    (error: unknown) => error as ServiceError,
  );

describe('dispatcher', () => {
  it('refuses an unknown method and a method without an implementation as not_found', async () => {
    const dispatcher = createDispatcher({ handlers: {} });
    expect((await rejection(dispatcher.dispatch('no.such' as never, {}, script))).code).toBe(
      'not_found',
    );
    expect((await rejection(dispatcher.dispatch('meta.time', {}, script))).code).toBe('not_found');
  });

  it('offers session methods only to the session channel and l2 methods only over HTTP', async () => {
    const handlers: DispatchTable = {
      'terminal.cancelAll': () => ({ canceled: [], not_canceled: {} }),
      'trading.cancelAll': () => ({ canceled: [], not_canceled: {} }),
    };
    const dispatcher = createDispatcher({ handlers });
    const overHttp = await rejection(dispatcher.dispatch('terminal.cancelAll', {}, script));
    expect(overHttp.code).toBe('unavailable');
    const overSession = await rejection(dispatcher.dispatch('trading.cancelAll', {}, renderer));
    expect(overSession.code).toBe('unavailable');
  });

  it('names the field of invalid input and fills in the defaults', async () => {
    const seen: unknown[] = [];
    const dispatcher = createDispatcher({
      handlers: { 'catalog.tags': (query) => (seen.push(query), [tag]) },
    });
    const invalid = await rejection(dispatcher.dispatch('catalog.tags', { limit: 5000 }, renderer));
    expect(invalid).toMatchObject({ code: 'invalid_input', message: 'limit must be <= 1000' });
    expect(await dispatcher.dispatch('catalog.tags', {}, renderer)).toEqual([tag]);
    expect(seen).toEqual([{ limit: 100, offset: 0 }]);
  });

  it('names a missing required field', async () => {
    const dispatcher = createDispatcher({
      handlers: { 'marketdata.midpoint': () => ({ mid: '0.5' }) },
    });
    const missing = await rejection(dispatcher.dispatch('marketdata.midpoint', {}, renderer));
    expect(missing).toMatchObject({ code: 'invalid_input', message: 'token_id is required' });
  });

  it('refuses calls over the rate limit with rate_limited, per client', async () => {
    const limiter = createRateLimiter([{ scope: 'tags', limit: 2, windowMs: 10_000 }]);
    const dispatcher = createDispatcher({
      handlers: { 'catalog.tags': () => [tag] },
      limiter,
      now: () => 1_000_000,
    });
    await dispatcher.dispatch('catalog.tags', {}, renderer);
    await dispatcher.dispatch('catalog.tags', {}, renderer);
    const third = await rejection(dispatcher.dispatch('catalog.tags', {}, renderer));
    expect(third.code).toBe('rate_limited');
    expect(third.message).toMatch(/^rate limit exceeded for tags; retry in \d+ s$/);
    await expect(
      dispatcher.dispatch('catalog.tags', {}, { ...renderer, client: 'other' }),
    ).resolves.toEqual([tag]);
  });

  it('verifies the L2 HMAC from the HTTP request and passes the caller to the handler', async () => {
    const identity = { address: '0xabc', apiKey: 'key-1' };
    const verified: unknown[] = [];
    const auth = {
      verifyApiKey: (request: unknown, seconds: number) => {
        verified.push({ request, seconds });
        const headers = (request as { headers: Record<string, string> }).headers;
        return headers['poly_signature'] === 'good'
          ? { ok: true, identity }
          : { ok: false, reason: 'invalid L2 signature' };
      },
    } as unknown as Auth;
    const dispatcher = createDispatcher({
      handlers: { 'auth.apiKeys': (_input, context) => ({ apiKeys: [context.caller!.apiKey] }) },
      auth,
      now: () => 1_700_000_000_500,
    });
    const http = {
      method: 'GET',
      url: '/auth/api-keys',
      body: undefined,
      headers: { poly_signature: 'good' },
      remoteAddress: '127.0.0.1',
    };
    await expect(dispatcher.dispatch('auth.apiKeys', {}, { ...script, http })).resolves.toEqual({
      apiKeys: ['key-1'],
    });
    expect(verified).toEqual([{ request: http, seconds: 1_700_000_000 }]);
    const bad = { ...http, headers: { poly_signature: 'bad' } };
    const refused = await rejection(
      dispatcher.dispatch('auth.apiKeys', {}, { ...script, http: bad }),
    );
    expect(refused).toMatchObject({ code: 'unauthenticated', message: 'invalid L2 signature' });
    const without = await rejection(dispatcher.dispatch('auth.apiKeys', {}, script));
    expect(without.code).toBe('unauthenticated');
  });

  it('lets only a loopback client with the admin token call operator methods', async () => {
    const dispatcher = createDispatcher({
      handlers: { 'venue.registerFunder': (input) => input },
      adminToken: 'secret',
    });
    const input = {
      signer: '0x' + '1'.repeat(40),
      funder: '0x' + '2'.repeat(40),
      signature_type: 1,
    };
    const http = (remoteAddress: string, authorization?: string) => ({
      ...script,
      http: {
        method: 'POST',
        url: '/venue/funders',
        body: undefined,
        headers: authorization ? { authorization } : {},
        remoteAddress,
      },
    });
    const remote = await rejection(
      dispatcher.dispatch('venue.registerFunder', input, http('10.0.0.1', 'Bearer secret')),
    );
    expect(remote.code).toBe('forbidden');
    const wrong = await rejection(
      dispatcher.dispatch('venue.registerFunder', input, http('127.0.0.1', 'Bearer nope')),
    );
    expect(wrong).toMatchObject({ code: 'unauthenticated', message: 'wrong admin token' });
    await expect(
      dispatcher.dispatch('venue.registerFunder', input, http('::1', 'Bearer secret')),
    ).resolves.toEqual(input);
  });

  it('resolves only after the writes so far are committed', async () => {
    let commit: () => void = () => undefined;
    const events: string[] = [];
    const dispatcher = createDispatcher({
      handlers: { 'meta.time': () => (events.push('handled'), 42) },
      committed: () => new Promise<void>((resolve) => (commit = resolve)),
    });
    const answer = dispatcher.dispatch('meta.time', {}, script).then((value) => {
      events.push(`answered ${value}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['handled']);
    commit();
    await answer;
    expect(events).toEqual(['handled', 'answered 42']);
  });

  it('passes a handler ServiceError through and hides any other fault as internal', async () => {
    const reported: unknown[] = [];
    const fault = new TypeError('boom');
    const dispatcher = createDispatcher({
      handlers: {
        'meta.time': () => {
          throw new ServiceError('not_found', 'market not found');
        },
        'meta.version': () => {
          throw fault;
        },
      },
      reportInternal: (error, method) => reported.push([method, error]),
    });
    const passed = await rejection(dispatcher.dispatch('meta.time', {}, script));
    expect(passed).toMatchObject({ code: 'not_found', message: 'market not found' });
    const hidden = await rejection(dispatcher.dispatch('meta.version', {}, script));
    expect(hidden).toBeInstanceOf(ServiceError);
    expect(hidden).toMatchObject({ code: 'internal', message: 'internal error' });
    expect(reported).toEqual([['meta.version', fault]]);
  });

  it('decodes pre-serialized answers for transports that frame values', async () => {
    const book = { market: '0x1', asset_id: '7', bids: [], asks: [] };
    const dispatcher = createDispatcher({
      handlers: { 'marketdata.book': () => new EncodedJson(Buffer.from(JSON.stringify(book))) },
    });
    await expect(
      dispatcher.dispatch('marketdata.book', { token_id: '7' }, renderer),
    ).resolves.toEqual(book);
    const raw = await dispatcher.invoke(
      'marketdata.book',
      { token_id: '7' },
      {
        client: 'c',
        caller: null,
        session: false,
      },
    );
    expect(raw).toBeInstanceOf(EncodedJson);
  });
});
