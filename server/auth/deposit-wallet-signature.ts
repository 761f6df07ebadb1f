import { addressOfPublicKey } from './address.js';
import { recoverPublicKey } from './ecdsa.js';
import { SLOT, typeHash, typedDataDigest, writeAddress, writeHash, writeUint } from './eip712.js';
import { keccak256, keccakUtf8 } from './keccak.js';
import { ORDER_TYPE } from './order-hash.js';

// signatureType 3 (POLY_1271): the maker is a deposit wallet (a smart contract) and the order
// carries an ERC-7739 nested signature, exactly as the official client builds it:
//   innerSig(65) ‖ appDomainSeparator(32) ‖ contentsHash(32) ‖ contentsType ‖ uint16(len)
// where innerSig is the controlling key's EIP-712 signature of TypedDataSign{contents: order,
// name: "DepositWallet", version: "1", chainId, verifyingContract: wallet, salt: 0} under the
// exchange's domain. The wallet contract would check it on chain; here we recover the key.

const TYPED_DATA_SIGN_TYPE_HASH = typeHash(
  'TypedDataSign(Order contents,string name,string version,uint256 chainId,' +
    'address verifyingContract,bytes32 salt)' +
    ORDER_TYPE,
);
const WALLET_NAME_HASH = keccakUtf8('DepositWallet');
const WALLET_VERSION_HASH = keccakUtf8('1');
const CONTENTS_TYPE = Buffer.from(ORDER_TYPE, 'utf8');
const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;
const INNER = 65;

export interface NestedSignatureInput {
  signature: string;
  wallet: Uint8Array;
  chainId: number;
  separator: Uint8Array;
  structHash: Uint8Array;
}

/** The address whose key signed for the deposit wallet, or null if the signature is not valid. */
export function recoverDepositWalletController(input: NestedSignatureInput): Uint8Array | null {
  if (!HEX.test(input.signature)) return null;
  const bytes = Buffer.from(input.signature.slice(2), 'hex');
  if (bytes.length < INNER + 2 * SLOT + 2) return null;
  const typeLength = bytes.readUInt16BE(bytes.length - 2);
  if (bytes.length !== INNER + 2 * SLOT + typeLength + 2) return null;
  const appSeparator = bytes.subarray(INNER, INNER + SLOT);
  const contents = bytes.subarray(INNER + SLOT, INNER + 2 * SLOT);
  const contentsType = bytes.subarray(INNER + 2 * SLOT, INNER + 2 * SLOT + typeLength);
  if (!appSeparator.equals(input.separator)) return null;
  if (!contents.equals(input.structHash)) return null;
  if (!contentsType.equals(CONTENTS_TYPE)) return null;

  const struct = Buffer.alloc(7 * SLOT);
  writeHash(struct, 0, TYPED_DATA_SIGN_TYPE_HASH);
  writeHash(struct, 1, input.structHash);
  writeHash(struct, 2, WALLET_NAME_HASH);
  writeHash(struct, 3, WALLET_VERSION_HASH);
  writeUint(struct, 4, BigInt(input.chainId));
  writeAddress(struct, 5, input.wallet);
  const digest = typedDataDigest(input.separator, keccak256(struct));
  const publicKey = recoverPublicKey(digest, bytes.subarray(0, INNER));
  return publicKey ? addressOfPublicKey(publicKey) : null;
}
