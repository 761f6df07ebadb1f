import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalAppRoutes } from '../../../server/http/routes/terminal-app.js';

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-renderer-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script src="/app/assets/main-abc123.js">',
  );
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'main-abc123.css'), 'body{}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  terminalAppRoutes(app as never, { rendererDir: dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web mode: the renderer at /app/', () => {
  it('serves index.html uncached, under a strict content security policy', async () => {
    for (const url of ['/app/', '/app', '/app/index.html']) {
      const response = await app.inject({ url, headers: { host: 'evil.example:8437' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('main-abc123.js');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      // 'self' covers the same-origin socket; the Host header (a rebound name) is never copied.
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
      expect(csp).not.toContain('evil.example');
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('serves hashed assets with their types and a long cache', async () => {
    const script = await app.inject('/app/assets/main-abc123.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log(1)');
    const style = await app.inject('/app/assets/main-abc123.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const icon = await app.inject('/app/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('never reads outside the renderer folder', async () => {
    for (const url of [
      '/app/assets/..%2F..%2Fetc%2Fpasswd',
      '/app/assets/.env',
      '/app/..%2Findex.html',
      '/app/assets/missing.js',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('says how to build the renderer when it is missing', async () => {
    const bare = Fastify();
    terminalAppRoutes(bare as never, { rendererDir: join(dir, 'nowhere') });
    const response = await bare.inject('/app');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'the renderer is not built: npm start builds it' });
    await bare.close();
  });
});
