// What the mirror journeys wait for and read: B's first full sync of A, and A's answers.
import type { Page } from 'playwright-core';
import { testIds } from '../../../renderer/lib/test-ids.js';
import { byId, displayedNumber, waitFor } from './ui.js';

/** GET `url` as JSON; an HTTP error throws. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

interface SyncStatus {
  sync: { state: string; finishedAt: string | null } | null;
}

/** Waits until the mirror at `mirrorApiUrl` has finished its first full sync and is idle. */
export async function untilFirstFullSync(mirrorApiUrl: string): Promise<void> {
  await waitFor(
    "B's first full sync",
    async () => {
      const status = await getJson<SyncStatus>(`${mirrorApiUrl}/sync/status`);
      return status.sync?.state === 'idle' && status.sync.finishedAt !== null ? true : undefined;
    },
    120_000,
  );
}

/**
 * Waits until the terminal shows cash funded upstream. Funding at A sends B no account event:
 * the balance shows on B's next periodic ask.
 */
export async function untilUpstreamFunds(page: Page): Promise<void> {
  await waitFor(
    'the upstream funds',
    async () => {
      const cash = displayedNumber(await byId(page, testIds.balance).first().innerText());
      return cash && cash > 0 ? true : undefined;
    },
    30_000,
  );
}
