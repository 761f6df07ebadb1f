// @vitest-environment jsdom
import { createElement } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { staleNote, useStaleNote } from '../../../../renderer/lib/stale-since.js';
import { createFakeTransport } from '../components/support/fake-transport.js';
import { renderWithProviders, resetRenderer } from '../components/support/render.js';

afterEach(resetRenderer);

function StaleNote() {
  return createElement('p', null, useStaleNote() ?? 'current');
}

describe('the note on figures that are not current', () => {
  it('says since when the connection is down and as of when the figures are', () => {
    // Local time, on the 24-hour clock as the tape.
    const since = new Date(2026, 10, 28, 16, 31, 5).getTime();
    const asOf = '16:31:05';
    expect(staleNote(since, since + 2_000)).toBe(
      `Disconnected now: shown as of ${asOf}, reconnecting…`,
    );
    expect(staleNote(since, since + 42_000)).toBe(
      `Disconnected 42s ago: shown as of ${asOf}, reconnecting…`,
    );
    expect(staleNote(since, since + 3 * 60_000)).toMatch(/^Disconnected 3m ago/);
  });

  it('is not shown before a first open, even after a failed attempt, only once a connection drops', () => {
    const fake = createFakeTransport();
    fake.setState('connecting');
    renderWithProviders(createElement(StaleNote), fake);
    expect(screen.getByText('current')).toBeTruthy();
    act(() => fake.setState('reconnecting'));
    expect(screen.getByText('current')).toBeTruthy();
    act(() => fake.setState('open'));
    expect(screen.getByText('current')).toBeTruthy();
    act(() => fake.setState('reconnecting'));
    expect(screen.getByText(/^Disconnected now: shown as of .+, reconnecting…$/)).toBeTruthy();
    act(() => fake.setState('open'));
    expect(screen.getByText('current')).toBeTruthy();
  });
});
