import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { MASTER_KEY_BYTES } from './master-key.js';

// AES-256-GCM. Sealed layout: version(1) ‖ iv(12) ‖ tag(16) ‖ ciphertext. The additional data
// ties a ciphertext to its row, so swapping sealed values between rows fails to open.
const VERSION = 1;
const IV = 12;
const TAG = 16;

export interface SecretBox {
  seal(plaintext: string, associatedData: string): Buffer;
  open(sealed: Buffer, associatedData: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== MASTER_KEY_BYTES)
    throw new Error(`the master key must be ${MASTER_KEY_BYTES} bytes`);
  return {
    seal(plaintext, associatedData) {
      const iv = randomBytes(IV);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(associatedData, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed, associatedData) {
      if (sealed[0] !== VERSION) throw new Error('unknown sealed-secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 1 + IV));
      decipher.setAAD(Buffer.from(associatedData, 'utf8'));
      decipher.setAuthTag(sealed.subarray(1 + IV, 1 + IV + TAG));
      return Buffer.concat([
        decipher.update(sealed.subarray(1 + IV + TAG)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
