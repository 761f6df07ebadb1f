import { EncodedJson, type SearchResult } from '../../contract/index.js';

const OPEN = Buffer.from('{"events":[');
const COMMA = Buffer.from(',');

/**
 * A search's answer as JSON bytes: the events as they are stored (search-event-cache.ts) joined
 * in place, so a page of events is copied rather than serialized and encoded again, then the
 * rest of the answer (`pagination`, `tags`, `profiles`), serialized here.
 */
export function encodeSearchAnswer(
  events: readonly Buffer[],
  rest: Omit<SearchResult, 'events'>,
): EncodedJson<SearchResult> {
  const parts: Buffer[] = [OPEN];
  for (const [index, event] of events.entries()) {
    if (index > 0) parts.push(COMMA);
    parts.push(event);
  }
  parts.push(Buffer.from(`],${JSON.stringify(rest).slice(1)}`));
  return new EncodedJson(Buffer.concat(parts));
}
