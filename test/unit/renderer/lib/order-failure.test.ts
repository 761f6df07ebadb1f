import { describe, expect, it } from 'vitest';
import { orderFailureNotice } from '../../../../renderer/lib/order-failure.js';

describe('orderFailureNotice', () => {
  it('warns that an order may be live when the socket dropped or the call timed out', () => {
    const notice = orderFailureNotice('order', {
      code: 'unavailable',
      message: 'terminal.placeOrder timed out',
    });
    expect(notice).toEqual({
      kind: 'warning',
      title: 'Order status unknown — check open orders',
      detail: 'terminal.placeOrder timed out',
    });
  });

  it('warns the same way for a cancel whose answer was lost', () => {
    const notice = orderFailureNotice('cancel', {
      code: 'unavailable',
      message: 'connection to the service lost',
    });
    expect(notice.kind).toBe('warning');
    expect(notice.title).toBe('Cancel status unknown — check open orders');
  });

  it("warns the same way when a mirror's upstream did not answer an order in time", () => {
    const notice = orderFailureNotice('order', {
      code: 'outcome_unknown',
      message: 'upstream unreachable: timed out; the upstream may have received it',
    });
    expect(notice.kind).toBe('warning');
    expect(notice.title).toBe('Order status unknown — check open orders');
    const refused = orderFailureNotice('order', {
      code: 'upstream_unreachable',
      message: 'upstream unreachable: ECONNREFUSED',
    });
    expect(refused).toMatchObject({ kind: 'error', title: 'Order refused' });
  });

  it('reports a refusal the service answered as an error', () => {
    expect(
      orderFailureNotice('order', { code: 'invalid_input', message: 'size too small' }),
    ).toEqual({
      kind: 'error',
      title: 'Order refused',
      detail: 'size too small',
    });
    expect(orderFailureNotice('cancel', { code: 'locked', message: 'vault locked' }).title).toBe(
      'Cancel failed',
    );
  });
});
