import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { ServiceError, type ErrorCode, ServiceErrorWithFields } from '../contract/index.js';
import { ThrottledError } from '../rpc/index.js';
import { limitHeaders } from './rate-limits.js';
import type { ValidationIssue } from './schema-validation.js';

/** The values a failed `enum` or union of constants allows, from the issues at one path. */
function allowedValues(issues: readonly ValidationIssue[]): unknown[] {
  const [first] = issues;
  if (!first) return [];
  const enumValues = first.params?.['allowedValues'];
  if (Array.isArray(enumValues)) return enumValues;
  return issues
    .filter((issue) => issue.instancePath === first.instancePath && issue.keyword === 'const')
    .map((issue) => issue.params?.['allowedValue']);
}

/** Turns validation issues into a sentence that names the parameter: `limit must be <= 100`. */
function describeValidation(issues: readonly ValidationIssue[], context: string): string {
  const [issue] = issues;
  if (!issue) return `invalid ${context}`;
  const required = issue.params?.['requiredProperties'];
  if (Array.isArray(required) && typeof required[0] === 'string')
    return `${required[0]} is required`;
  const path = issue.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  const subject = path || (context === 'body' ? 'body' : context);
  const allowed =
    issue.keyword === 'enum' || issue.keyword === 'const' ? allowedValues(issues) : [];
  if (allowed.length > 0) {
    return `${subject} must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  return `${subject} ${issue.message ?? 'is invalid'}`;
}

/** The HTTP status of each error code of the application layer. */
export const statusOfCode: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  rate_limited: 429,
  locked: 423,
  unavailable: 404,
  internal: 500,
  upstream_unreachable: 503,
  outcome_unknown: 504,
  storage_full: 507,
  storage_failed: 503,
};

const clientErrorByCode: Record<string, number> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
};

interface ErrorReply {
  status: number;
  message: string;
  fields?: Readonly<Record<string, string>>;
}

function errorReply(error: FastifyError): ErrorReply {
  if (error instanceof ServiceErrorWithFields) {
    return { status: statusOfCode[error.code], message: error.message, fields: error.fields };
  }
  if (error instanceof ServiceError) {
    return { status: statusOfCode[error.code], message: error.message };
  }
  if (error.validation) {
    const issues = error.validation as ValidationIssue[];
    return { status: 400, message: describeValidation(issues, error.validationContext ?? 'input') };
  }
  const mapped = error.code ? clientErrorByCode[error.code] : undefined;
  if (mapped) return { status: mapped, message: error.message };
  if (error instanceof SyntaxError) return { status: 400, message: 'malformed JSON body' };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, message: error.message };
  return { status: 500, message: 'internal error' };
}

/**
 * The error model of docs/protocol.md: every failure is JSON `{"error": "..."}` with a fitting
 * status; an unknown path is 404, a known path with the wrong method 405 with Allow.
 */
export function installErrorModel(app: FastifyInstance): void {
  const routes: { url: string; methods: string[] }[] = [];
  let byPath: ReturnType<typeof FindMyWay> | null = null;
  // Built at the first request no route matched, not at start-up, where every route would be
  // registered a second time.
  const methodsByPath = (): ReturnType<typeof FindMyWay> => {
    if (byPath) return byPath;
    const router = FindMyWay();
    for (const { url, methods } of routes) {
      // Added to the path's set in place: find-my-way's off() rebuilds the whole tree, which
      // made every route's registration cost all the others'.
      const known = router.findRoute('GET', url)?.store as Set<string> | undefined;
      if (known) methods.forEach((method) => known.add(method));
      else router.on('GET', url, () => undefined, new Set(methods));
    }
    routes.length = 0;
    return (byPath = router);
  };

  app.addHook('onRoute', (route) => {
    routes.push({ url: route.url, methods: [route.method].flat() });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, message, fields } = errorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof ThrottledError) reply.headers(limitHeaders(error.decision));
    return reply.code(status).send({ error: message, ...fields });
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const match = methodsByPath().find('GET', path);
    if (match) {
      const allow = [...(match.store as Set<string>)].sort().join(', ');
      return reply
        .code(405)
        .header('allow', allow)
        .send({ error: `method ${request.method} not allowed on ${path}; allowed: ${allow}` });
    }
    return reply.code(404).send({ error: `no route ${request.method} ${path}` });
  });
}
