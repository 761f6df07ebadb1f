import type { FastifySchemaCompiler } from 'fastify';
import { IsOptional, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';

/** An issue of the validator, in the shape the error model reads (errors.ts). */
export interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Validates every part of a request with the contract's TypeBox schemas, as the application
 * layer does for the renderer, and never coerces: a JSON body must carry the declared types
 * (a one-element array is not a string), and query strings and path parameters arrive already
 * typed by the one strict rule of query-coercion.ts. Defaults are filled in; an absent body
 * passes when the route declares it optional.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  // Compiled at the route's first request: compiling every route's schemas delayed `listening`.
  let validator: ReturnType<typeof Compile<TSchema>> | undefined;
  const bodyMayBeAbsent = httpPart === 'body' && IsOptional(schema);
  return (data: unknown) => {
    if (bodyMayBeAbsent && (data === null || data === undefined)) return { value: undefined };
    const value = Value.Default(schema, data);
    validator ??= Compile(schema);
    if (validator.Check(value)) return { value };
    return { error: [...validator.Errors(value)] as never };
  };
};
