import {
  EncodedJson,
  ServiceError,
  type CallContext,
  type DispatchTable,
  type InputOf,
  type MethodName,
  type Methods,
  type OutputOf,
} from '../contract/index.js';

/** One of the venue's methods called from inside the service, answered decoded. */
export type VenueCall = <N extends MethodName>(
  name: N,
  input: InputOf<Methods[N]>,
) => Promise<OutputOf<Methods[N]>>;

/**
 * Calls the venue's handlers (local or mirror) as the renderer's channel would: what grants and
 * the watch use to trade and read through the terminal's own methods (the same builders, the
 * vault's signature, the same intake). The caller checks whose account is current.
 */
export function venueCall(handlers: DispatchTable, client: string): VenueCall {
  return async (name, input) => {
    const handler = handlers[name];
    if (!handler) throw new ServiceError('unavailable', `${name} is not offered in this mode`);
    const context: CallContext = { client, caller: null, session: true };
    const answer = await (handler as (input: unknown, context: CallContext) => unknown)(
      input,
      context,
    );
    return (answer instanceof EncodedJson ? answer.decode() : answer) as never;
  };
}
