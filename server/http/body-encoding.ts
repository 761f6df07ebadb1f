import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** An error that the body reader answers with its status (errors.ts keeps 4xx messages). */
function bodyError(status: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status, code });
}

type CountedStream = Transform & { receivedEncodedLength?: number };

/**
 * The decoded body: the encoded bytes are counted for the body reader (which compares them with
 * Content-Length), and decoding stops at the limit instead of inflating all of a bomb.
 */
function decodedBody(source: Readable, decoder: Transform, limit: number): Readable {
  let decoded = 0;
  const stop = () => {
    source.unpipe();
    source.resume();
    decoder.destroy();
  };
  const output: CountedStream = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      decoded += chunk.length;
      if (decoded <= limit) return done(null, chunk);
      stop();
      done(bodyError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large once decoded'));
    },
  });
  output.receivedEncodedLength = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      output.receivedEncodedLength! += chunk.length;
      done(null, chunk);
    },
  });
  decoder.on('error', () => {
    stop();
    output.destroy(bodyError(400, 'FST_ERR_CTP_INVALID_ENCODING', 'malformed encoded body'));
  });
  source.pipe(counter).pipe(decoder).pipe(output);
  return output;
}

const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * Request bodies sent with `Content-Encoding` (docs/protocol.md, "Request bodies"): gzip,
 * deflate and br are decoded before parsing, bounded by the body limit after decoding (as well
 * as before); any other coding is answered 415. L2 signatures cover the decoded body.
 */
export function decodeRequestBodies(app: FastifyInstance, limit: number): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers['content-encoding'];
    if (header === undefined || !hasBody(request)) return payload;
    const coding = header.trim().toLowerCase();
    if (coding === '' || coding === 'identity') return payload;
    const decoder = DECODERS[coding];
    if (!decoder) {
      throw bodyError(
        415,
        'FST_ERR_CTP_INVALID_MEDIA_TYPE',
        `Content-Encoding ${header} is not supported`,
      );
    }
    return decodedBody(payload, decoder(), limit);
  });
}
