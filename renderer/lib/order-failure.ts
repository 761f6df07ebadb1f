import type { CallError } from './transport.js';

export interface FailureNotice {
  kind: 'error' | 'warning';
  title: string;
  detail: string;
}

/**
 * Whether a failed call that changes orders may still have happened: `unavailable` means the
 * socket dropped or the call timed out, and the service may have acted on it before;
 * `outcome_unknown` that a mirror's upstream did not answer a write in time.
 */
export const outcomeUnknown = (error: CallError): boolean =>
  error.code === 'unavailable' || error.code === 'outcome_unknown';

/** The notice for a failed order or cancel: a refusal, or a warning that the result is unknown. */
export function orderFailureNotice(action: 'order' | 'cancel', error: CallError): FailureNotice {
  if (outcomeUnknown(error)) {
    const what = action === 'order' ? 'Order' : 'Cancel';
    return {
      kind: 'warning',
      title: `${what} status unknown — check open orders`,
      detail: error.message,
    };
  }
  return {
    kind: 'error',
    title: action === 'order' ? 'Order refused' : 'Cancel failed',
    detail: error.message,
  };
}
