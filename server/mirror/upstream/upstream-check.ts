import type { UpstreamProblems, UpstreamUrlSet } from '../../contract/index.js';

/** How long each URL has to answer before the settings call it unreachable. */
export const UPSTREAM_CHECK_TIMEOUT_MS = 5_000;

type Surface = keyof UpstreamUrlSet;

/** One cheap request per surface, and what its answer must be. */
const probes: Record<Surface, { path: string; fits: (body: unknown) => boolean; what: string }> = {
  catalog: { path: '/markets?limit=1', fits: Array.isArray, what: 'a list of markets' },
  data: { path: '/trades?limit=1', fits: Array.isArray, what: 'a list of trades' },
  clob: {
    path: '/time',
    fits: (body) => typeof body === 'number' && Number.isFinite(body),
    what: 'the server time (a number)',
  },
};

/** Why a fetch got no answer, in words a settings form can show. */
function noAnswer(target: string, error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `${target} did not answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (error as Error).message;
  return `${target} cannot be reached (${why})`;
}

async function checkSurface(
  surface: Surface,
  base: string,
  timeoutMs: number,
): Promise<string | null> {
  const probe = probes[surface];
  const target = `${base}${probe.path}`;
  let response: Response;
  try {
    response = await fetch(target, {
      headers: { accept: 'application/json' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return noAnswer(target, error, timeoutMs);
  }
  let body: unknown;
  try {
    const text = await response.text();
    if (!response.ok) return `${target} answered HTTP ${response.status}`;
    body = JSON.parse(text) as unknown;
  } catch (error) {
    if ((error as { name?: string }).name === 'TimeoutError') {
      return noAnswer(target, error, timeoutMs);
    }
    return `${target} did not answer JSON`;
  }
  return probe.fits(body) ? null : `${target} did not answer ${probe.what}`;
}

/**
 * Calls each upstream URL as its surface is called (all three at once) and says, per surface,
 * why one is not what it should be; an empty answer means all three fit.
 */
export async function checkUpstream(
  urls: UpstreamUrlSet,
  timeoutMs = UPSTREAM_CHECK_TIMEOUT_MS,
): Promise<UpstreamProblems> {
  const surfaces = Object.keys(probes) as Surface[];
  const answers = await Promise.all(
    surfaces.map((surface) => checkSurface(surface, urls[surface], timeoutMs)),
  );
  const problems: UpstreamProblems = {};
  surfaces.forEach((surface, index) => {
    const problem = answers[index];
    if (problem) problems[surface] = problem;
  });
  return problems;
}
