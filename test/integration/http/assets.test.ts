import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconPath } from '../../../server/shared/index.js';
import { startTestService, type TestService } from '../../support/app.js';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

describe('GET /assets/icons/{name}.svg', () => {
  it('serves a cacheable SVG icon drawn from the name', async () => {
    const response = await service.app.inject(iconPath('fed-decision-in-june'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('>FD</text>');
  });

  it('draws the same icon for the same name and another for another name', async () => {
    const first = (await service.app.inject(iconPath('bitcoin-above-100k'))).body;
    const again = (await service.app.inject(iconPath('bitcoin-above-100k'))).body;
    const other = (await service.app.inject(iconPath('ethereum-above-5k'))).body;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('draws only letters and digits of the name, and refuses other file types', async () => {
    const markup = await service.app.inject(iconPath('<script>-alert'));
    expect(markup.statusCode).toBe(200);
    expect(markup.body).not.toContain('<script>');
    expect(markup.body).toContain('>A</text>');
    const png = await service.app.inject('/assets/icons/logo.png');
    expect(png.statusCode).toBe(400);
    expect(png.json().error).toMatch(/^file /);
  });
});
