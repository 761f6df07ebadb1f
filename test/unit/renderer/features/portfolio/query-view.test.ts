// @vitest-environment jsdom
import { createElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryView } from '../../../../../renderer/features/portfolio/components/query-view.js';

afterEach(cleanup);

const lost = { code: 'unavailable' as const, message: 'connection to the service lost' };

function view(query: { data: string[] | undefined; isError: boolean }) {
  render(
    createElement(QueryView<string>, {
      query: {
        ...query,
        isPending: false,
        error: query.isError ? lost : null,
        refetch: () => undefined,
        fetchStatus: 'idle',
      },
      empty: 'No open orders',
      children: (rows: string[]) => createElement('ul', null, rows.join(',')),
    }),
  );
}

describe('a portfolio view whose refresh failed', () => {
  it('keeps the rows it read, under a line that says they were not refreshed', () => {
    view({ data: ['order 1', 'order 2'], isError: true });
    expect(screen.getByRole('list').textContent).toBe('order 1,order 2');
    expect(screen.getByRole('status').textContent).toBe(
      'Not refreshed (connection to the service lost): the last rows read. Retry',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error when it has no rows to keep', () => {
    view({ data: undefined, isError: true });
    expect(screen.getByRole('alert').textContent).toContain('connection to the service lost');
  });

  it('shows the rows alone when the refresh worked', () => {
    view({ data: ['order 1'], isError: false });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
