import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TypedFastify } from '../typed.js';

export interface TerminalAppOptions {
  /** The built renderer (`vite build`): index.html and its hashed assets under assets/. */
  rendererDir: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file name without any path: no traversal out of the renderer's folder. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;
const HASHED_ASSETS = 'public, max-age=31536000, immutable';

/**
 * Scripts only from this origin, no inline script, no eval. connect-src 'self' covers the RPC
 * socket (CSP 3 matches ws: and wss: of the same host and port); the Host header is never
 * copied in, since under DNS rebinding it names the attacker. Inline styles stay allowed: the
 * ladder and charts set element styles.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

async function sendFile(
  reply: FastifyReply,
  path: string,
  cacheControl: string,
  missing = 'not found',
) {
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    return reply.code(404).send({ error: missing });
  }
  return reply.header('content-type', type).header('cache-control', cacheControl).send(body);
}

/**
 * Web mode: the renderer at /app/ (GET / stays the health route). index.html is never cached,
 * so a new build is picked up at once; the hashed assets are cached for good.
 */
export function terminalAppRoutes(app: TypedFastify, options: TerminalAppOptions): void {
  const hide = { schema: { hide: true } };

  const index = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    const missing = 'the renderer is not built: npm start builds it';
    return sendFile(reply, join(options.rendererDir, 'index.html'), 'no-cache', missing);
  };
  app.get('/app', hide, index);
  app.get('/app/index.html', hide, index);

  app.get<{ Params: { file: string } }>('/app/assets/:file', hide, (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return reply.code(404).send({ error: 'not found' });
    reply.header('x-content-type-options', 'nosniff');
    return sendFile(reply, join(options.rendererDir, 'assets', file), HASHED_ASSETS);
  });

  app.get<{ Params: { file: string } }>('/app/:file', hide, (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return reply.code(404).send({ error: 'not found' });
    reply.header('x-content-type-options', 'nosniff');
    return sendFile(reply, join(options.rendererDir, file), 'no-cache');
  });
}
