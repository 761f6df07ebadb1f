import type { FastifyReply, FastifySchema } from 'fastify';
import { IsObject, Type, type TSchema } from 'typebox';
import {
  ErrorBody,
  httpBindingsOf,
  methods,
  type HttpBinding,
  type MethodName,
  type MethodSpec,
} from '../contract/index.js';
import type { MethodRoute, MethodRouteOptions } from './method-routes.js';

const PATH_PARAMETER = /:(\w+)/g;

/** A schema of the named properties of an object input, in the input's order. */
const pick = (input: TSchema & { properties: Record<string, TSchema> }, names: string[]) =>
  Type.Object(Object.fromEntries(names.map((name) => [name, input.properties[name]!])));

/**
 * Where the input travels: its fields named in the path as path parameters, the others in the
 * query or the body. A part that is the whole input is the input's own schema, so it keeps
 * its options; an array input is the whole body.
 */
function inputParts(spec: MethodSpec, binding: HttpBinding): FastifySchema {
  const { input } = spec;
  const fieldsIn = binding.fieldsIn ?? (binding.verb === 'GET' ? 'query' : 'body');
  const location = fieldsIn === 'query' ? 'querystring' : 'body';
  const pathNames = [...binding.path.matchAll(PATH_PARAMETER)].map((match) => match[1]!);
  if (!IsObject(input)) return { [location]: input };
  const names = Object.keys(input.properties);
  const missing = pathNames.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`${binding.path}: ${spec.name} has no ${missing}`);
  const others = names.filter((name) => !pathNames.includes(name));
  const parts: FastifySchema = {};
  if (pathNames.length > 0) parts.params = others.length > 0 ? pick(input, pathNames) : input;
  if (others.length > 0) parts[location] = pathNames.length > 0 ? pick(input, others) : input;
  if (binding.optionalBody && parts.body) parts.body = Type.Optional(parts.body as TSchema);
  return parts;
}

/** The answers as documented: the output (or the named answer) and the error statuses. */
function responseOf(spec: MethodSpec, binding: HttpBinding): Record<number, TSchema> | undefined {
  const answer = binding.wire?.answer === undefined ? spec.output : binding.wire.answer;
  const answers: [number, TSchema][] = (binding.statuses ?? []).map((status) => [
    status,
    binding.wire?.errors?.[status] ?? ErrorBody,
  ]);
  if (answer) answers.unshift([200, answer]);
  return answers.length > 0 ? Object.fromEntries(answers) : undefined;
}

/** The route's wire schemas and OpenAPI entry. */
function wireSchemaOf(spec: MethodSpec, binding: HttpBinding): FastifySchema {
  const summary = binding.summary === undefined ? spec.summary : binding.summary;
  const response = responseOf(spec, binding);
  return {
    tags: [...binding.tags],
    ...(summary === null ? {} : { summary }),
    ...(binding.description ? { description: binding.description } : {}),
    ...(binding.hidden ? { hide: true } : {}),
    ...inputParts(spec, binding),
    ...(response ? { response } : {}),
  };
}

/** Writes a text answer as it is, where the JSON default would quote it. */
const textSender =
  ({ contentType, headers = {} }: NonNullable<HttpBinding['text']>) =>
  (reply: FastifyReply, answer: unknown) =>
    reply.type(contentType).headers(headers).send(answer);

function routeOptionsOf(spec: MethodSpec, binding: HttpBinding): MethodRouteOptions {
  const { catalogAnswer, surface, atRoot, constraints, text } = binding;
  return {
    schema: wireSchemaOf(spec, binding),
    ...(catalogAnswer ? { catalogAnswer } : {}),
    ...(surface !== undefined ? { surface } : {}),
    ...(atRoot !== undefined ? { atRoot } : {}),
    ...(constraints ? { constraints } : {}),
    ...(text ? { send: textSender(text) } : {}),
  };
}

/** Declares the route of every HTTP binding of the method table (method-routes.ts mounts them). */
export function bindingRoutes(route: MethodRoute): void {
  for (const spec of Object.values(methods as Record<MethodName, MethodSpec>)) {
    for (const binding of httpBindingsOf(spec)) {
      route(binding.verb, binding.path, spec.name as MethodName, routeOptionsOf(spec, binding));
    }
  }
}
