// The search's answer joins its events' stored JSON bytes: the result must be the JSON of the
// whole answer, with or without events and with the optional parts in the venue's order.
import { describe, expect, it } from 'vitest';
import { encodeSearchAnswer } from '../../../server/catalog/search/search-answer.js';

const event = (id: string) => Buffer.from(JSON.stringify({ id, title: `Event ${id} °F` }));
const pagination = { hasMore: false, totalResults: 0 };

describe('encodeSearchAnswer', () => {
  it('writes an answer without events', () => {
    const bytes = encodeSearchAnswer([], { pagination }).bytes;
    expect(Buffer.from(bytes).toString()).toBe(
      '{"events":[],"pagination":{"hasMore":false,"totalResults":0}}',
    );
  });

  it('joins the events in their order, then the rest of the answer', () => {
    const tags = [{ id: '1', slug: 'fed', label: 'Fed', event_count: 2 }];
    const answer = encodeSearchAnswer([event('7'), event('3'), event('9')], {
      pagination: { hasMore: true, totalResults: 30 },
      tags,
    }).decode();
    expect(answer).toEqual({
      events: [
        { id: '7', title: 'Event 7 °F' },
        { id: '3', title: 'Event 3 °F' },
        { id: '9', title: 'Event 9 °F' },
      ],
      pagination: { hasMore: true, totalResults: 30 },
      tags,
    });
    expect(Object.keys(answer)).toEqual(['events', 'pagination', 'tags']);
  });
});
