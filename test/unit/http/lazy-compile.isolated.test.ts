import { Type } from 'typebox';
import type * as TypeboxCompile from 'typebox/compile';
import { describe, expect, it, vi } from 'vitest';
import { lazySerializers } from '../../../server/http/lazy-serializers.js';
import { validatorCompiler } from '../../../server/http/schema-validation.js';

const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('typebox/compile', async (importOriginal) => {
  const actual = await importOriginal<typeof TypeboxCompile>();
  const { countedCalls } = await import('../../support/counted-calls.js');
  return { ...actual, Compile: countedCalls(actual.Compile, () => (compiles.count += 1)) };
});

const route = { method: 'GET', url: '/markets', httpStatus: '200' };

describe("a route's schemas, compiled when it is first used and not when the app is built", () => {
  it('compiles the validator of a request part at its first request, once', () => {
    const validate = validatorCompiler({
      schema: Type.Object({ limit: Type.Number() }),
      httpPart: 'querystring',
      ...route,
    });
    expect(compiles.count).toBe(0);
    expect(validate({ limit: 5 })).toEqual({ value: { limit: 5 } });
    expect(validate({ limit: 'five' })).toHaveProperty('error');
    expect(compiles.count).toBe(1);
  });

  it('builds the serializer of an answer at its first answer', () => {
    const compile = lazySerializers()(undefined, {});
    const broken = compile({
      ...route,
      schema: { type: 'object', properties: { id: { $ref: '#/definitions/missing' } } },
    });
    // Building it now would have thrown: it is built only when an answer is serialized.
    expect(() => broken({ id: 1 })).toThrow(/Cannot find reference/);
    const serialize = compile({
      ...route,
      schema: { type: 'object', properties: { id: { type: 'number' } } },
    });
    expect(serialize({ id: 1, undocumented: true })).toBe('{"id":1}');
  });
});
