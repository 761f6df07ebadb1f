import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallContext } from '../../../server/contract/index.js';
import { createTerminalHandlers } from '../../../server/terminal/methods.js';
import { accountOwners } from '../../../server/venue/account-owners.js';
import { createVault, type Vault } from '../../../server/vault/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, type Venue } from '../../support/venue.js';
import { SESSION, terminalDeps, testSigner } from './terminal-harness.js';

// The terminal reads the account for every panel refresh and every venue-feed batch: none of
// that may keep the vault unlocked. Signing (an order) is activity and moves the deadline.

const KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const PASSPHRASE = 'correct horse battery';
const MINUTE = 60_000;

let venue: Venue;
let dir: string;
let vault: Vault;
let clock: number;
beforeEach(async () => {
  venue = await startVenue();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-auto-lock-'));
  clock = Date.UTC(2026, 0, 1);
  vault = createVault({ dataDir: dir, auth: venue.auth, scryptN: 1024, now: () => clock });
  await vault.importPrivateKey('Trader', KEY, PASSPHRASE);
  vault.setAutoLock(5);
  await vault.unlock(PASSPHRASE);
});
afterEach(async () => {
  vault.close();
  await venue.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the auto-lock and the terminal', () => {
  it('reads and feed events do not postpone the lock; placing an order does', async () => {
    const handlers = createTerminalHandlers({
      ...terminalDeps(venue, testSigner(venue, 'unused')),
      signer: () => vault.signer(),
      account: () => vault.current(),
    });
    const run = (name: keyof typeof handlers, input: object) =>
      (handlers[name] as (input: object, context: CallContext) => unknown)(input, SESSION);
    await run('terminal.faucet', { amount: '10' });
    const deadline = vault.status().locksAt;
    expect(deadline).toBe('2026-01-01T00:05:00.000Z');

    clock += 2 * MINUTE;
    await run('terminal.balance', {});
    await run('terminal.positions', {});
    await run('terminal.openOrders', {});
    await run('terminal.trades', {});
    expect(accountOwners(vault)()).toMatchObject({ owner: vault.current().address });
    expect(vault.status().locksAt).toBe(deadline);

    await run('terminal.placeOrder', {
      tokenId: tokenIdOf(204, 0),
      side: 'BUY',
      orderType: 'GTC',
      price: '0.4',
      size: '5',
    });
    expect(vault.status().locksAt).toBe('2026-01-01T00:07:00.000Z');
  });
});
