import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { Value } from 'typebox/value';
import { ServiceError } from '../contract/index.js';

interface Issue {
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** A sentence that names the field: `limit must be <= 100`, `q is required`. */
export function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'invalid input';
  const required = issue.params['requiredProperties'];
  if (Array.isArray(required) && typeof required[0] === 'string')
    return `${required[0]} is required`;
  const path = issue.instancePath
    .replace(/^\//, '')
    .replace(/\/(\d+)(?=\/|$)/g, '[$1]')
    .replace(/\//g, '.');
  return `${path || 'input'} ${issue.message}`;
}

/**
 * Checks inputs against their schemas, compiled once per schema on first use. Defaults are
 * filled in first (on a copy: the caller's object is left as it was).
 */
export function createInputValidator(): (schema: TSchema, input: unknown) => unknown {
  const compiled = new WeakMap<TSchema, Validator>();
  return (schema, input) => {
    let validator = compiled.get(schema);
    if (!validator) {
      validator = Compile(schema);
      compiled.set(schema, validator);
    }
    const value = Value.Default(schema, Value.Clone(input ?? {}));
    if (validator.Check(value)) return value;
    const [issue] = validator.Errors(value) as Issue[];
    throw new ServiceError('invalid_input', describeIssue(issue));
  };
}
