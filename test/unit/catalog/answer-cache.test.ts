import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../server/catalog/shared/answer-cache.js';

describe('AnswerCache', () => {
  it('computes once per key and version', () => {
    const cache = new AnswerCache<string>(10);
    let computed = 0;
    const compute = () => `answer ${++computed}`;
    expect(cache.get('v1', 'a', compute)).toBe('answer 1');
    expect(cache.get('v1', 'a', compute)).toBe('answer 1');
    expect(cache.get('v2', 'a', compute)).toBe('answer 2');
    expect(cache.get('v2', 'a', compute)).toBe('answer 2');
    expect(computed).toBe(2);
  });

  it('keeps a null answer (an unknown id) like any other', () => {
    const cache = new AnswerCache<string | null>(10);
    let computed = 0;
    const compute = () => {
      computed++;
      return null;
    };
    cache.get('v', 'missing', compute);
    expect(cache.get('v', 'missing', compute)).toBeNull();
    expect(computed).toBe(1);
  });

  it('evicts the least recently used answers beyond the weight budget', () => {
    const cache = new AnswerCache<number[]>(5, (answer) => answer.length);
    const computedKeys: string[] = [];
    const get = (key: string, size: number) =>
      cache.get('v', key, () => {
        computedKeys.push(key);
        return Array.from({ length: size }, () => 0);
      });
    get('a', 2);
    get('b', 2);
    get('a', 2); // a is now the most recently used
    get('c', 2); // over budget: b goes
    get('a', 2);
    get('b', 2);
    expect(computedKeys).toEqual(['a', 'b', 'c', 'b']);
  });

  it('serves but does not keep an answer heavier than the budget', () => {
    const cache = new AnswerCache<number[]>(3, (answer) => answer.length);
    let computed = 0;
    const compute = () => {
      computed++;
      return [1, 2, 3, 4];
    };
    expect(cache.get('v', 'big', compute)).toHaveLength(4);
    cache.get('v', 'big', compute);
    expect(computed).toBe(2);
  });
});
