import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTerminalHandlers } from '../../../server/terminal/methods.js';
import { createVault, type Vault } from '../../../server/vault/index.js';
import { tokenIdOf } from '../../support/catalog-fixture.js';
import { startVenue, type Venue } from '../../support/venue.js';
import { SESSION, terminalDeps, testSigner } from './terminal-harness.js';

// Orders signed by the real vault go through the same intake as POST /order: the order posted
// is the one the vault signed, so its maker, signer and signatureType always agree.

const YES = tokenIdOf(204, 0);
const KEY = '0x7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d';
const PASSPHRASE = 'correct horse battery';
const DEPOSIT_WALLET = '0x' + '5d'.repeat(20);

let venue: Venue;
let dir: string;
let vault: Vault;
beforeEach(async () => {
  venue = await startVenue();
  dir = mkdtempSync(join(tmpdir(), 'marketdesk-vault-orders-'));
  vault = createVault({ dataDir: dir, auth: venue.auth, scryptN: 1024 });
  await vault.importPrivateKey('Trader', KEY, PASSPHRASE);
  await vault.unlock(PASSPHRASE);
});
afterEach(async () => {
  vault.close();
  await venue.close();
  rmSync(dir, { recursive: true, force: true });
});

const handlers = () =>
  createTerminalHandlers({
    ...terminalDeps(venue, testSigner(venue, 'unused')),
    signer: () => vault.signer(),
    account: () => vault.current(),
  });

async function placeBid() {
  const terminal = handlers();
  await terminal['terminal.faucet']({ amount: '50' }, SESSION);
  const placed = await terminal['terminal.placeOrder'](
    { tokenId: YES, side: 'BUY', orderType: 'GTC', price: '0.4', size: '10' },
    SESSION,
  );
  const open = await terminal['terminal.openOrders']({}, SESSION);
  return { placed, open };
}

describe('orders the vault signs', () => {
  it('signatureType 0: the key pays and signs', async () => {
    const { placed, open } = await placeBid();
    expect(placed).toMatchObject({ success: true, status: 'live' });
    const address = vault.signer().address.toLowerCase();
    expect(open.map((order) => [order.id, order.maker_address.toLowerCase()])).toEqual([
      [placed.orderID, address],
    ]);
  });

  it('signatureType 3: the deposit wallet is maker and signer, its key signs', async () => {
    const account = vault.status().accounts[0]!;
    vault.setFunder(account.id, DEPOSIT_WALLET, 3);
    venue.auth.funders.register(account.address, DEPOSIT_WALLET, 3);
    await vault.unlock(PASSPHRASE);

    const { placed, open } = await placeBid();
    expect(placed).toMatchObject({ success: true, status: 'live' });
    expect(open.map((order) => [order.id, order.maker_address.toLowerCase()])).toEqual([
      [placed.orderID, DEPOSIT_WALLET],
    ]);
  });
});
