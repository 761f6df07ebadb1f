import { describe, expect, it } from 'vitest';
import { splitFirstSentence } from '../../../../../renderer/features/market/event-text.js';

describe('an event description', () => {
  it('opens with its first sentence whole, the rest behind a click', () => {
    expect(
      splitFirstSentence('Resolves Yes if the FOMC cuts in June. Otherwise No. Source: the Fed.'),
    ).toEqual(['Resolves Yes if the FOMC cuts in June.', 'Otherwise No. Source: the Fed.']);
    expect(splitFirstSentence('One sentence only.')).toEqual(['One sentence only.', '']);
    expect(splitFirstSentence('Above $3.25 by March? See rules.')).toEqual([
      'Above $3.25 by March?',
      'See rules.',
    ]);
    expect(splitFirstSentence('')).toEqual(['', '']);
  });
});
