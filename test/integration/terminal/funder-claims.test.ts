import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../../server/contract/index.js';
import { createLedger } from '../../../server/ledger/index.js';
import { createFunderClaims } from '../../../server/vault/funder-claims.js';
import { createVaultHandlers } from '../../../server/vault/methods.js';
import { createVault, type Vault } from '../../../server/vault/index.js';
import { startVenue, type Venue } from '../../support/venue.js';
import { SESSION } from './terminal-harness.js';

const KEY_A = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const KEY_B = '0x' + '11'.repeat(32);
const PASSPHRASE = 'correct horse battery';
const FRESH = '0x' + 'f1'.repeat(20);
const OTHER_FRESH = '0x' + 'f2'.repeat(20);
const FUNDED = '0x' + 'fd'.repeat(20);

let venue: Venue;
let dir: string;
let vault: Vault;
beforeEach(async () => {
  venue = await startVenue();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-funders-'));
  vault = createVault({ dataDir: dir, auth: venue.auth, scryptN: 1024 });
});
afterEach(async () => {
  vault.close();
  await venue.close();
  rmSync(dir, { recursive: true, force: true });
});

const setFunder = (id: string, funder: string | null, signatureType: 0 | 1 | 2 | 3) => {
  const handlers = createVaultHandlers(vault, {
    funders: createFunderClaims({ registry: venue.auth.funders, ledger: createLedger(venue.db) }),
  });
  return handlers['vault.setFunder']({ id, funder, signatureType }, SESSION);
};

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return `${(error as ServiceError).code}: ${(error as ServiceError).message}`;
  }
  return 'accepted';
};

const storedPairs = () =>
  venue.db.prepare('SELECT signer, funder, signature_type AS type FROM funders').all();

describe('vault.setFunder registers the funder with the local venue', () => {
  it("refuses another signer's funder and a wallet with funds of its own", async () => {
    const a = await vault.importPrivateKey('A', KEY_A, PASSPHRASE);
    const b = await vault.importPrivateKey('B', KEY_B, PASSPHRASE);
    await setFunder(a.id, FRESH, 1);
    expect(venue.auth.funders.controls(a.address, FRESH, 1)).toBe(true);

    expect(refusal(() => setFunder(b.id, FRESH, 1))).toBe(
      'invalid_input: funder is registered to another signer',
    );
    venue.trading.venue!.faucet(FUNDED, 5_000_000);
    expect(refusal(() => setFunder(b.id, FUNDED, 2))).toBe(
      'invalid_input: funder already holds collateral or positions of its own',
    );
    expect(vault.status().accounts.find((each) => each.id === b.id)?.funder).toBeNull();
    expect(venue.auth.funders.signersOf(FUNDED)).toEqual([]);

    // Its own funder, funded since, can be re-typed.
    venue.trading.venue!.faucet(FRESH, 5_000_000);
    await setFunder(a.id, FRESH, 2);
    expect(venue.auth.funders.controls(a.address, FRESH, 2)).toBe(true);
  });

  it('unregisters the old funder on a change and on going back to type 0, persisted', async () => {
    const a = await vault.importPrivateKey('A', KEY_A, PASSPHRASE);
    const signer = a.address.toLowerCase();
    await setFunder(a.id, FRESH, 1);
    await setFunder(a.id, OTHER_FRESH, 3);
    expect(venue.auth.funders.controls(a.address, FRESH, 1)).toBe(false);
    expect(storedPairs()).toEqual([{ signer, funder: OTHER_FRESH, type: 3 }]);

    await setFunder(a.id, null, 0);
    expect(venue.auth.funders.controls(a.address, OTHER_FRESH, 3)).toBe(false);
    expect(storedPairs()).toEqual([]);
    // The released wallet may now be claimed by another account.
    const b = await vault.importPrivateKey('B', KEY_B, PASSPHRASE);
    expect((await setFunder(b.id, FRESH, 1)).funder?.toLowerCase()).toBe(FRESH);
  });
});
