import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaultStatus } from '../../../server/contract/index.js';
import { ZERO_BYTES32 } from '../auth/signing.js';
import { PASSPHRASE, TEST_KEY, vaultFixture, type Fixture } from './helpers.js';

const MINUTE = 60_000;
const ORDER = {
  salt: 1,
  tokenId: '1',
  makerAmount: '1',
  takerAmount: '1',
  side: 'BUY' as const,
  timestamp: '1',
  metadata: ZERO_BYTES32,
  builder: ZERO_BYTES32,
};

let fixture: Fixture;
let events: VaultStatus[];
beforeEach(async () => {
  // Only timers and the clock: scrypt's callbacks must still arrive.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  fixture = vaultFixture();
  await fixture.vault.importPrivateKey('Key', TEST_KEY, PASSPHRASE);
  events = [];
  fixture.vault.onChange((status) => events.push(status));
});
afterEach(() => {
  fixture.close();
  vi.useRealTimers();
});

describe('auto-lock', () => {
  it('locks after the idle minutes; every signature restarts the idle period', async () => {
    const { vault } = fixture;
    vault.setAutoLock(5);
    const unlocked = await vault.unlock(PASSPHRASE);
    expect(unlocked.locksAt).toBe('2026-01-01T00:05:00.000Z');

    vi.advanceTimersByTime(4 * MINUTE);
    vault.signer().signOrder(ORDER, 'standard');
    expect(vault.status().locksAt).toBe('2026-01-01T00:09:00.000Z');
    vi.advanceTimersByTime(4 * MINUTE);
    expect(vault.status().unlocked).toBe(true);

    vi.advanceTimersByTime(MINUTE + 1);
    expect(vault.status()).toMatchObject({ unlocked: false, locksAt: null });
    expect(events.at(-1)).toMatchObject({ unlocked: false });
    expect(() => vault.signer()).toThrow(/locked/);
  });

  it('reading the current account is not activity: it never postpones the lock', async () => {
    const { vault } = fixture;
    vault.setAutoLock(5);
    await vault.unlock(PASSPHRASE);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(vault.current()).toMatchObject({ signatureType: 0, funder: null });
    expect(vault.status().locksAt).toBe('2026-01-01T00:05:00.000Z');
    vi.advanceTimersByTime(MINUTE + 1);
    expect(vault.status().unlocked).toBe(false);
    expect(() => vault.current()).toThrow(/locked/);
  });

  it('never locks by itself at 0 minutes, and the setting persists', async () => {
    const { vault } = fixture;
    vault.setAutoLock(0);
    await vault.unlock(PASSPHRASE);
    expect(vault.status().locksAt).toBeNull();
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(vault.status().unlocked).toBe(true);
    expect(fixture.reopen().status().autoLockMinutes).toBe(0);
  });

  it('tells listeners about unlock, lock and setting changes, until unsubscribed', async () => {
    const { vault } = fixture;
    const seen: boolean[] = [];
    const stop = vault.onChange((status) => seen.push(status.unlocked));
    await vault.unlock(PASSPHRASE);
    vault.lock();
    vault.setAutoLock(10);
    stop();
    await vault.unlock(PASSPHRASE);
    expect(seen).toEqual([true, false, false]);
    expect(events.map((status) => status.unlocked)).toEqual([true, false, false, true]);
  });
});
