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

/** The venue's methods a grant acts through: the terminal's own, for the grant's account. */
export type VenueCall = <N extends MethodName>(
  name: N,
  input: InputOf<Methods[N]>,
) => Promise<OutputOf<Methods[N]>>;

/**
 * Calls the venue's handlers (local or mirror) as the terminal does: the same builders, the
 * vault's signature and the same intake. The caller has checked that the grant's account is
 * the vault's unlocked current one.
 */
export function venueCalls(handlers: DispatchTable): VenueCall {
  return async (name, input) => {
    const handler = handlers[name];
    if (!handler) throw new ServiceError('unavailable', `${name} is not offered in this mode`);
    const context: CallContext = { client: 'grants', caller: null, session: true };
    const answer = await (handler as (input: unknown, context: CallContext) => unknown)(
      input,
      context,
    );
    return (answer instanceof EncodedJson ? answer.decode() : answer) as never;
  };
}
