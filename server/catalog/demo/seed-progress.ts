/** How far the demo catalog's seeding is: its markets, then its comments, then the commit. */
export interface SeedProgress {
  phase: 'markets' | 'comments' | 'committing';
  /** Markets written so far. */
  markets: number;
  /** Markets the catalog will hold. */
  total: number;
}

const count = (value: number): string => Math.round(value).toLocaleString('en-US');

/** `seeding the catalog: 45,000/100,000 markets (45 %), 3,412 markets/s` and the phases after. */
export function seedProgressLine(progress: SeedProgress, elapsedMs: number): string {
  const { phase, markets, total } = progress;
  if (phase === 'comments') return `seeding the catalog: ${count(markets)} markets, now comments`;
  if (phase === 'committing') return `seeding the catalog: ${count(markets)} markets, saving`;
  const percent = total > 0 ? Math.floor((markets / total) * 100) : 100;
  const rate = elapsedMs >= 1_000 ? `, ${count((markets * 1000) / elapsedMs)} markets/s` : '';
  return `seeding the catalog: ${count(markets)}/${count(total)} markets (${percent} %)${rate}`;
}
