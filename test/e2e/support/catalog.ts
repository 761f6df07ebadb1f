// What the journey checks the screen against: the catalog as the scripts' HTTP API serves it.

export interface ListedMarket {
  id: string;
  question: string;
  conditionId: string;
  volumeNum: number;
  closed: boolean;
  orderPriceMinTickSize: number;
  orderMinSize: number;
  /** The outcomes' displayed prices, JSON-encoded ("[\"0.45\", \"0.55\"]"). */
  outcomePrices: string;
}

export async function fetchMarket(apiUrl: string, id: string): Promise<ListedMarket> {
  const response = await fetch(`${apiUrl}/markets/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`GET /markets/${id}: HTTP ${response.status}`);
  return (await response.json()) as ListedMarket;
}

/** The longest word of a question (letters only, at least four), to search by. */
export function wordOf(question: string): string {
  const words = question.split(/[^A-Za-z]+/).filter((word) => word.length >= 4);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  if (!longest) throw new Error(`no word to search by in "${question}"`);
  return longest;
}

/** A price on the market's tick grid, kept inside (0, 1), as the ticket takes it. */
export function tickPrice(price: number, tick: number): string {
  const ticks = Math.min(Math.max(Math.round(price / tick), 1), Math.round(1 / tick) - 1);
  const decimals = Math.max(0, Math.ceil(-Math.log10(tick) - 1e-9));
  return (ticks * tick).toFixed(decimals);
}

/** The ticket takes prices in cents: "0.355" is typed "35.5". */
export const inCents = (price: string): string =>
  String(Math.round(Number(price) * 100_000) / 1000);
