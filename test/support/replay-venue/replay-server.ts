// An HTTP upstream that answers like the venue's catalog host (Gamma) from a ReplayCatalog:
// its offset lists, its keyset lists, its objects by id, and its quirks as switches (what
// `closed` means when it is left out, page caps, the keyset clamp) and faults (429 bursts with
// Retry-After, 5xx bursts, dropped connections).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Json } from './catalog-objects.js';
import { ReplayCatalog, type ReplayCatalogSize } from './replay-catalog.js';

export interface ReplaySwitches {
  /**
   * Which objects a list answers when the request says nothing of `closed`: all of them
   * ('none'), only open ones ('false') or only closed ones ('true'). Sources disagree on the
   * venue's default.
   */
  closedDefault: 'none' | 'false' | 'true';
  /** The most items one page of these lists answers, whatever the request asks for. */
  pageCaps: { tags?: number; series?: number; teams?: number };
  /** The most items a keyset page answers (the venue has been seen clamping to 100). */
  keysetMax: number;
}

export const DEFAULT_SWITCHES: ReplaySwitches = {
  closedDefault: 'none',
  pageCaps: {},
  keysetMax: 1000,
};

export type FaultKind = '429' | '5xx' | 'drop';

interface Fault {
  kind: FaultKind;
  /** Requests it still answers. */
  left: number;
  match: (path: string) => boolean;
  retryAfterSeconds: number;
  status: number;
}

export interface ReplayVenue {
  url: string;
  catalog: ReplayCatalog;
  switches: ReplaySwitches;
  /** `path?query` of every request, in order (faulted ones included). */
  requests: string[];
  /**
   * The next `times` requests whose path passes `match` fail: 429 with Retry-After, a 5xx
   * (503 unless `status` says), or a connection closed without an answer.
   */
  fault(
    kind: FaultKind,
    times: number,
    match?: (path: string) => boolean,
    options?: { retryAfterSeconds?: number; status?: number },
  ): void;
  /** Faulted answers still to give (0 once every fault asked for has been met). */
  pendingFaults(): number;
  /** The JSON the venue answers to a path (what a test compares the mirror with). */
  answer(path: string): unknown;
  close(): Promise<void>;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;

const bool = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

function closedFilter(params: URLSearchParams, switches: ReplaySwitches): boolean | undefined {
  const asked = bool(params.get('closed'));
  if (asked !== undefined) return asked;
  return switches.closedDefault === 'none' ? undefined : switches.closedDefault === 'true';
}

const limitOf = (params: URLSearchParams, cap = MAX_LIMIT): number =>
  Math.min(Number(params.get('limit') ?? DEFAULT_LIMIT) || DEFAULT_LIMIT, cap);

const offsetPage = <T>(items: readonly T[], params: URLSearchParams, cap?: number): T[] => {
  const offset = Number(params.get('offset') ?? 0) || 0;
  return items.slice(offset, offset + limitOf(params, cap));
};

/** Sort key of a keyset list: `updatedAt` (then id) when asked, else the id. */
function keysetOrder(items: Json[], params: URLSearchParams): Json[] {
  const byUpdate = params.get('order') === 'updatedAt';
  const descending = params.get('ascending') === 'false';
  const key = (item: Json): number =>
    byUpdate ? Date.parse(String(item['updatedAt'])) : Number(item['id']);
  const sorted = [...items].sort((a, b) => key(a) - key(b) || Number(a['id']) - Number(b['id']));
  return descending ? sorted.reverse() : sorted;
}

/**
 * A keyset page: the cursor is the position after the last item answered, encoded; the last
 * page carries no `next_cursor`.
 */
function keysetPage(
  list: 'events' | 'markets',
  items: Json[],
  params: URLSearchParams,
  max: number,
) {
  const ordered = keysetOrder(items, params);
  const cursor = params.get('after_cursor');
  let start = 0;
  if (cursor) {
    const lastId = Buffer.from(cursor, 'base64url').toString();
    start = ordered.findIndex((item) => item['id'] === lastId) + 1;
  }
  const page = ordered.slice(start, start + limitOf(params, max));
  const more = start + page.length < ordered.length && page.length > 0;
  const last = page.at(-1);
  return {
    [list]: page,
    ...(more && last ? { next_cursor: Buffer.from(String(last['id'])).toString('base64url') } : {}),
  };
}

function route(catalog: ReplayCatalog, switches: ReplaySwitches, path: string): unknown {
  const url = new URL(path, 'http://replay');
  const params = url.searchParams;
  const [, kind, id, more] = url.pathname.split('/');
  if (more !== undefined) return undefined;
  const closed = closedFilter(params, switches);
  const byClosed = (items: Json[]) =>
    closed === undefined ? items : items.filter((item) => item['closed'] === closed);
  const events = () => byClosed(catalog.eventIds().map((eventId) => catalog.event(eventId)!));
  const markets = () => byClosed(catalog.marketIds().map((marketId) => catalog.market(marketId)!));
  switch (kind) {
    case 'time':
      return Math.floor(Date.now() / 1000);
    case 'events':
      if (id === 'keyset') return keysetPage('events', events(), params, switches.keysetMax);
      if (id !== undefined) return catalog.event(Number(id));
      return offsetPage(events(), params);
    case 'markets':
      if (id === 'keyset') return keysetPage('markets', markets(), params, switches.keysetMax);
      if (id !== undefined) return catalog.market(Number(id));
      return offsetPage(markets(), params);
    case 'tags':
      if (id !== undefined) return catalog.tags.get(Number(id));
      return offsetPage([...catalog.tags.values()], params, switches.pageCaps.tags);
    case 'series': {
      if (id !== undefined) return catalog.seriesItem(Number(id));
      const all = [...catalog.series.keys()].map((seriesId) => catalog.seriesItem(seriesId)!);
      return offsetPage(all, params, switches.pageCaps.series);
    }
    case 'sports':
      return id === undefined ? [...catalog.sports.values()] : undefined;
    case 'teams':
      if (id !== undefined) return undefined;
      return offsetPage([...catalog.teams.values()], params, switches.pageCaps.teams);
    default:
      return undefined;
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Starts a replay venue on 127.0.0.1 at a free port. */
export async function startReplayVenue(
  options: { size?: ReplayCatalogSize; switches?: Partial<ReplaySwitches> } = {},
): Promise<ReplayVenue> {
  const catalog = new ReplayCatalog(options.size);
  const switches: ReplaySwitches = { ...DEFAULT_SWITCHES, ...options.switches };
  const requests: string[] = [];
  const faults: Fault[] = [];

  function takeFault(path: string): Fault | undefined {
    const fault = faults.find((candidate) => candidate.left > 0 && candidate.match(path));
    if (fault) fault.left -= 1;
    return fault;
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '/';
    requests.push(path);
    const fault = takeFault(path);
    if (fault?.kind === 'drop') {
      request.socket.destroy();
      return;
    }
    if (fault?.kind === '429') {
      send(
        response,
        429,
        { error: 'Too Many Requests' },
        {
          'retry-after': String(fault.retryAfterSeconds),
        },
      );
      return;
    }
    if (fault?.kind === '5xx') {
      send(response, fault.status, { error: 'upstream error' });
      return;
    }
    if (request.method !== 'GET') {
      send(response, 405, { error: 'method not allowed' });
      return;
    }
    const body = route(catalog, switches, path);
    if (body === undefined) send(response, 404, { type: 'not found error', error: 'not found' });
    else send(response, 200, body);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    catalog,
    switches,
    requests,
    fault(kind, times, match = () => true, faultOptions = {}) {
      faults.push({
        kind,
        left: times,
        match,
        retryAfterSeconds: faultOptions.retryAfterSeconds ?? 1,
        status: faultOptions.status ?? 503,
      });
    },
    pendingFaults: () => faults.reduce((left, fault) => left + fault.left, 0),
    answer: (path) => route(catalog, switches, path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
