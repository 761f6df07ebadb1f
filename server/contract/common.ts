import { Type, type Static, type TSchema } from 'typebox';

/** Every error answer of the service: `{"error": "<message>"}`. */
export const ErrorBody = Type.Object({ error: Type.String() });
export type ErrorBody = Static<typeof ErrorBody>;

/** 9999-12-31T23:59:59Z in Unix seconds: later instants have no four-digit-year ISO form. */
export const LATEST_UNIX_SECOND = 253_402_300_799;

/** ISO 8601 date-time string, as every non-public-data timestamp on the wire. */
export const IsoDate = Type.String({ description: 'ISO 8601 date-time (UTC)' });

/**
 * A query list: comma-joined (`a=1,2`) and repeated (`a=1&a=2`) forms are both accepted.
 * The http layer splits every query property marked with `x-query-list` before validation.
 */
export const QueryList = <T extends TSchema>(item: T, description?: string) =>
  Type.Array(item, { 'x-query-list': true, ...(description ? { description } : {}) });
