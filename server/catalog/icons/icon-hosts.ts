import type { Database } from '../../storage/index.js';

/** The hosts are read again at most this often: a sync may bring new ones. */
const REFRESH_MS = 10 * 60_000;

/**
 * Whether the catalog names an icon or image on a host: the hosts of every https icon and image
 * of its markets and events, read from the database now and then.
 */
export function catalogImageHosts(db: Database, now: () => number = Date.now) {
  let hosts = new Set<string>();
  let readAt = -Infinity;
  const read = db
    .prepare<[], string>(
      `SELECT DISTINCT substr(url, 9, instr(substr(url, 9), '/') - 1) FROM (
         SELECT icon AS url FROM markets UNION SELECT image FROM markets
         UNION SELECT icon FROM events UNION SELECT image FROM events)
       WHERE url LIKE 'https://%/%'`,
    )
    .pluck();
  return (host: string): boolean => {
    if (!hosts.has(host) && now() - readAt > REFRESH_MS) {
      hosts = new Set(read.all().map((name) => name.toLowerCase()));
      readAt = now();
    }
    return hosts.has(host.toLowerCase());
  };
}
