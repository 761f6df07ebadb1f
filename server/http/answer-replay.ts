import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { MethodName } from '../contract/index.js';
import type { LimitDecision } from '../limits/index.js';
import { limitHeaders, throttledBody } from './rate-limits.js';

const JSON_TYPE = 'application/json; charset=utf-8';

interface StoredAnswer {
  /** Encoded once: replaying writes the same bytes without converting the string again. */
  body: Buffer;
  /** The method the answer stands for: replaying counts against its rate limits. */
  method: MethodName;
}

/** The dispatcher's limit check of a method for a client (Dispatcher['limit']). */
export type MethodLimit = (method: MethodName, client: string) => LimitDecision | null;

/** Another store of ready answers: the bytes of a GET it can answer, else undefined. */
export type AnswerSource = (request: IncomingMessage) => StoredAnswer | undefined;

export interface AnswerReplay {
  /** Answers a GET whose bytes are stored, straight on node:http; false when there are none. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** Consults `source` before the stored catalog answers; its answers are limited the same. */
  addSource(source: AnswerSource): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The replay in front of Fastify routing: routes add their own stores of answers. */
    answerReplay: AnswerReplay;
  }
}

function send(response: ServerResponse, status: number, body: Buffer, headers = {}): void {
  response.writeHead(status, {
    ...headers,
    'content-type': JSON_TYPE,
    'content-length': body.length,
  });
  response.end(body);
}

/**
 * Replays catalog answers. Scripts and terminals poll the same pages and markets; between
 * catalog writes, the body (serialized or already encoded) of a 200 answer of a route marked
 * `catalogAnswer` is sent again by URL before Fastify routes the request, skipping validation,
 * SQLite and serialization, still counted by the dispatcher against the method's rate limits.
 * A new catalog version empties the store. Routes may add sources of their own (GET /book
 * keeps each token's book until the venue feed says it changed); those are consulted first.
 */
export function installAnswerReplay(
  app: FastifyInstance,
  catalogVersion: () => string,
  limit: MethodLimit,
  maxBytes = 32 * 1024 * 1024,
): AnswerReplay {
  const answers = new LRUCache<string, StoredAnswer>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 8,
    sizeCalculation: (answer, url) => answer.body.length + url.length,
  });
  let storedVersion = '';
  const currentVersion = (): string => {
    const version = catalogVersion();
    if (version !== storedVersion) {
      answers.clear();
      storedVersion = version;
    }
    return version;
  };
  const versionOfMiss = new WeakMap<FastifyRequest, string>();

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.catalogAnswer && request.method === 'GET') {
      versionOfMiss.set(request, currentVersion());
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const version = versionOfMiss.get(request);
    const current = version !== undefined && version === currentVersion();
    const method = request.routeOptions.config.call;
    if (!current || !method || reply.statusCode !== 200) return payload;
    if (Buffer.isBuffer(payload)) {
      answers.set(request.url, { body: payload, method });
    } else if (typeof payload === 'string') {
      // The stored bytes go out too: encoding a large answer twice cost as much as writing it.
      const body = Buffer.from(payload);
      answers.set(request.url, { body, method });
      return body;
    }
    return payload;
  });

  const sources: AnswerSource[] = [];
  const replay: AnswerReplay = {
    serve(request, response) {
      if (request.method !== 'GET' || request.url === undefined) return false;
      let answer: StoredAnswer | undefined;
      for (const source of sources) answer ??= source(request);
      if (!answer) {
        currentVersion();
        answer = answers.get(request.url);
      }
      if (!answer) return false;
      const decision = limit(answer.method, request.socket.remoteAddress ?? '');
      if (!decision) send(response, 200, answer.body);
      else if (decision.allowed) send(response, 200, answer.body, limitHeaders(decision));
      else send(response, 429, Buffer.from(throttledBody(decision)), limitHeaders(decision));
      return true;
    },
    addSource: (source) => void sources.push(source),
  };
  app.decorate('answerReplay', replay);
  return replay;
}
