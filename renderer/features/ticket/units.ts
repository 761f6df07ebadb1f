/**
 * The ticket's own conversions: text as the trader types it, prices in cents, and the catalog's
 * JSON numbers. The units themselves, and their wire forms, are server/shared's.
 */
import {
  MICROS_PER_UNIT,
  PRICE_SCALE,
  formatScaled,
  parseTypedScaled,
} from '../../../server/shared/index.js';

export const parsePriceTicks = (text: string): number | null => parseTypedScaled(text, 4);
/** A price typed in cents ("45.5") in ticks: a cent is 100 ticks. */
export const parseCentsAsTicks = (text: string): number | null => parseTypedScaled(text, 2);
export const ticksToCents = (ticks: number): string => formatScaled(ticks, 2);
export const parseMicros = (text: string): number | null => parseTypedScaled(text, 6);

/** A catalog number (0.01, 5) in ticks or micros; catalog figures are exact at these scales. */
export const ticksFromNumber = (value: number): number => Math.round(value * PRICE_SCALE);
export const microsFromNumber = (value: number): number => Math.round(value * MICROS_PER_UNIT);
