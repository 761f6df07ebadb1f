/** Millionths: prices and sizes below the wire are integers, parsed from the decimal text. */
export const MICROS = 1_000_000;

/** The one parser of wire decimals: more than six decimals is not a valid figure. */
export { parseMicros } from '../ticket/index.js';

export const fromMicros = (micros: number): number => micros / MICROS;

/** 455000 → "0.455": the wire form of a price, for the ticket intent. */
export function microsToDecimal(micros: number): string {
  const whole = Math.floor(micros / MICROS);
  const fraction = String(micros % MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
