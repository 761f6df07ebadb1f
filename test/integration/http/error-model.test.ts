import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../support/app.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('meta routes', () => {
  it('answers OK on / and /ok', async () => {
    for (const url of ['/', '/ok']) {
      const response = await service.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe('OK');
    }
  });

  it('answers the server time in Unix seconds and the API version', async () => {
    const before = Math.floor(Date.now() / 1000);
    const time = (await service.app.inject('/time')).json();
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(before + 2);
    expect((await service.app.inject('/version')).json()).toEqual({ version: 2 });
  });
});

describe('error model', () => {
  it('answers an unknown route with 404 JSON', async () => {
    const response = await service.app.inject('/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: 'no route GET /no/such/route' });
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const response = await service.app.inject({ method: 'DELETE', url: '/markets/12' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET');
    expect(response.json().error).toMatch(/not allowed/);
  });

  it('names the parameter of a violated bound', async () => {
    const response = await service.app.inject('/markets?limit=101');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'limit must be <= 100' });
  });

  it('names the parameter of a wrong type', async () => {
    const response = await service.app.inject('/markets?active=maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'active must be boolean' });
  });

  it('keeps the JSON model for errors raised before routing', async () => {
    const badEncoding = await service.app.inject('/markets/%ZZ');
    expect(badEncoding.statusCode).toBe(400);
    expect(Object.keys(badEncoding.json())).toEqual(['error']);
    const longParameter = await service.app.inject(`/markets/${'1'.repeat(400)}`);
    expect(longParameter.statusCode).toBe(414);
    expect(Object.keys(longParameter.json())).toEqual(['error']);
  });

  it('refuses an event id beyond the safe integer range with a 400 naming it', async () => {
    const response = await service.app.inject('/events/99999999999999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^id must be <= /);
  });

  it('serves an OpenAPI 3.1 document built from the route schemas', async () => {
    const document = (await service.app.inject('/openapi.json')).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/markets', '/markets/{id}', '/events', '/public-search']),
    );
    const limit = document.paths['/markets'].get.parameters.find(
      (parameter: { name: string }) => parameter.name === 'limit',
    );
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
  });
});
