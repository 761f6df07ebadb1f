import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toCallError } from '../../../lib/queries.js';
import { useTransport } from '../../../lib/transport-context.js';
import { batches, createOrderTagCache } from '../order-tag-cache.js';

// One cache for the terminal's lifetime: order ids are unique across accounts.
const cache = createOrderTagCache();

/**
 * The name of the grant that placed each of these orders, for those a grant placed. Only ids
 * not asked yet are sent, in batches; an id's answer is kept.
 */
export function useOrderTags(orderIds: readonly string[]): Readonly<Record<string, string>> {
  const transport = useTransport();
  useSyncExternalStore(cache.subscribe, cache.version);
  const [now, setNow] = useState(Date.now);
  const ask = cache.unknown(orderIds, now);
  useQuery({
    // `now` moves only for a recheck, which asks for ids already answered once.
    queryKey: ['grants.orderTags', ask, now] as const,
    queryFn: async () => {
      const tags: Record<string, string> = {};
      for (const batch of batches(ask)) {
        const answer = await transport
          .call('grants.orderTags', { orderIds: batch })
          .catch((error: unknown) => {
            throw toCallError(error);
          });
        Object.assign(tags, answer);
      }
      cache.record(ask, tags, Date.now());
      return tags;
    },
    enabled: ask.length > 0,
    staleTime: Infinity,
    retry: false,
  });

  const recheck = cache.nextRecheck(orderIds);
  useEffect(() => {
    if (recheck === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, recheck - Date.now()));
    return () => clearTimeout(timer);
  }, [recheck]);

  const tags: Record<string, string> = {};
  for (const id of orderIds) {
    const tag = cache.tagOf(id);
    if (tag !== undefined) tags[id] = tag;
  }
  return tags;
}
