/**
 * An answer already serialized as JSON (an order book kept as bytes until it changes): HTTP
 * writes the bytes as they are; `dispatch` decodes them for transports that frame values.
 */
export class EncodedJson<T> {
  /** Carries the decoded type only; never set. */
  declare readonly value?: T;

  constructor(readonly bytes: Buffer) {}

  decode(): T {
    return JSON.parse(this.bytes.toString('utf8')) as T;
  }
}
