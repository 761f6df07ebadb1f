import { addressBytes, addressOfPublicKey, checksumAddress } from './address.js';
import type { AuthConfig } from './config.js';
import { recoverPublicKey, signatureBytes } from './ecdsa.js';
import {
  SLOT,
  domainSeparator,
  parseUint256,
  typeHash,
  typedDataDigest,
  writeAddress,
  writeHash,
  writeUint,
} from './eip712.js';
import {
  readAuthHeaders,
  timestampProblem,
  unauthorized,
  type AuthResult,
  type HeaderBag,
} from './headers.js';
import { keccak256, keccakUtf8 } from './keccak.js';

// L1 authentication: an EIP-712 ClobAuth signature by the wallet itself, used to create or
// derive API credentials.

export const CLOB_AUTH_MESSAGE = 'This message attests that I control the given wallet';

const CLOB_AUTH_TYPE_HASH = typeHash(
  'ClobAuth(address address,string timestamp,uint256 nonce,string message)',
);
const MESSAGE_HASH = keccakUtf8(CLOB_AUTH_MESSAGE);

export interface WalletIdentity {
  /** EIP-55 checksummed. */
  address: string;
  /** Decimal string, "0" when the NONCE header is absent. */
  nonce: string;
}

export type WalletAuthVerifier = (
  headers: HeaderBag,
  nowSeconds: number,
) => AuthResult<WalletIdentity>;

export function createWalletAuthVerifier(config: AuthConfig): WalletAuthVerifier {
  const separator = domainSeparator({
    name: 'ClobAuthDomain',
    version: '1',
    chainId: config.chainId,
  });

  return (headers, nowSeconds) => {
    const header = readAuthHeaders(headers);
    const address = addressBytes(header('ADDRESS') ?? '');
    if (!address) return unauthorized('ADDRESS header must be a 0x-prefixed 20-byte hex address');
    const signature = signatureBytes(header('SIGNATURE') ?? '');
    if (!signature) return unauthorized('SIGNATURE header must be a 0x-prefixed 65-byte hex');
    const timestamp = header('TIMESTAMP');
    if (timestamp === undefined) return unauthorized('missing TIMESTAMP header');
    const problem = timestampProblem(timestamp, nowSeconds, config.timestampWindowSeconds);
    if (problem !== null) return unauthorized(problem);
    const nonce = parseUint256(header('NONCE') ?? '0');
    if (nonce === null) return unauthorized('NONCE must be a non-negative integer');

    const struct = Buffer.alloc(5 * SLOT);
    writeHash(struct, 0, CLOB_AUTH_TYPE_HASH);
    writeAddress(struct, 1, address);
    writeHash(struct, 2, keccakUtf8(timestamp));
    writeUint(struct, 3, nonce);
    writeHash(struct, 4, MESSAGE_HASH);
    const publicKey = recoverPublicKey(typedDataDigest(separator, keccak256(struct)), signature);
    if (!publicKey || !address.equals(addressOfPublicKey(publicKey))) {
      return unauthorized('invalid L1 signature for ADDRESS');
    }
    return { ok: true, identity: { address: checksumAddress(address), nonce: nonce.toString() } };
  };
}
