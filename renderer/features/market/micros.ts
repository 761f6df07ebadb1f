/** Millionths: prices and sizes below the wire are integers, parsed from the decimal text. */
export const MICROS = 1_000_000;

/** "0.455" → 455000, "12.5" → 12500000; null for anything that is not a plain decimal. */
export function parseMicros(text: string): number | null {
  const match = /^(\d+)(?:\.(\d{0,6})\d*)?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  const value = whole * MICROS + fraction;
  return Number.isSafeInteger(value) ? value : null;
}

export const fromMicros = (micros: number): number => micros / MICROS;

/** 455000 → "0.455": the wire form of a price, for the ticket intent. */
export function microsToDecimal(micros: number): string {
  const whole = Math.floor(micros / MICROS);
  const fraction = String(micros % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
