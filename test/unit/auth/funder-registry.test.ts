import { describe, expect, it } from 'vitest';
import { createAuth } from '../../../server/auth/index.js';
import { openDatabase } from '../../../server/storage/index.js';
import { memoryMasterKey } from './store-helpers.js';

const SIGNER = '0xFE3B557E8Fb62b89F4916B721be55cEb828dBd73';
const FUNDER = '0x3Cf1d4A2f6e0e8B9a0aE8c5b1d7E2F4a6b8C0D1e';

describe('the funder registry', () => {
  it('records which funder a signer controls, for one signature type, across restarts', () => {
    const db = openDatabase(':memory:');
    const masterKey = memoryMasterKey();
    const auth = createAuth(db, { masterKey });
    const [signer, funder] = [SIGNER.toLowerCase(), FUNDER.toLowerCase()];
    expect(auth.funders.controls(signer, funder, 2)).toBe(false);
    auth.funders.register(SIGNER, FUNDER, 2);
    expect(auth.funders.controls(signer, funder, 2)).toBe(true);
    expect(auth.funders.controls(signer, funder, 1)).toBe(false);
    expect(auth.funders.controls(funder, signer, 2)).toBe(false);
    expect(createAuth(db, { masterKey }).funders.controls(signer, funder, 2)).toBe(true);
    auth.funders.register(SIGNER, FUNDER, 1);
    expect(auth.funders.controls(signer, funder, 1)).toBe(true);
    expect(auth.funders.controls(signer, funder, 2)).toBe(false);
    db.close();
  });

  it('rejects malformed registrations with a 400 naming the parameter', () => {
    const auth = createAuth(openDatabase(':memory:'), { masterKey: memoryMasterKey() });
    expect(() => auth.funders.register('0x12', FUNDER, 1)).toThrow('signer must be a 0x-prefixed');
    expect(() => auth.funders.register(SIGNER, 'x', 1)).toThrow('funder must be a 0x-prefixed');
    expect(() => auth.funders.register(SIGNER, SIGNER.toLowerCase(), 1)).toThrow(
      'funder must differ',
    );
    expect(() => auth.funders.register(SIGNER, FUNDER, 0)).toThrow('signatureType must be 1');
  });
});
