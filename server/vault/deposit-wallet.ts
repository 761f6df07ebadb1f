import { TypedDataEncoder } from 'ethers/hash';
import {
  ORDER_DOMAIN_NAME,
  ORDER_DOMAIN_VERSION,
  ORDER_TYPE,
  type AuthConfig,
  type ExchangeKind,
  type SignedOrder,
  type SignedOrderFields,
} from '../auth/index.js';
import { badParameter } from '../contract/index.js';
import { signDigest } from './key-pair.js';

// signatureType 3: the maker and signer are a deposit wallet (a contract) and the order carries
// an ERC-7739 nested signature, as the venue's official client builds it:
//   innerSig(65) ‖ appDomainSeparator(32) ‖ contentsHash(32) ‖ contentsType ‖ uint16(length)
// where innerSig signs TypedDataSign{contents: order, name "DepositWallet", version "1",
// chainId, verifyingContract: the wallet, salt 0} under the exchange's domain.

const ORDER_FIELDS = [
  { name: 'salt', type: 'uint256' },
  { name: 'maker', type: 'address' },
  { name: 'signer', type: 'address' },
  { name: 'tokenId', type: 'uint256' },
  { name: 'makerAmount', type: 'uint256' },
  { name: 'takerAmount', type: 'uint256' },
  { name: 'side', type: 'uint8' },
  { name: 'signatureType', type: 'uint8' },
  { name: 'timestamp', type: 'uint256' },
  { name: 'metadata', type: 'bytes32' },
  { name: 'builder', type: 'bytes32' },
];

const TYPED_DATA_SIGN_TYPES = {
  TypedDataSign: [
    { name: 'contents', type: 'Order' },
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
    { name: 'salt', type: 'bytes32' },
  ],
  Order: ORDER_FIELDS,
};

const ZERO_BYTES32 = '0x' + '00'.repeat(32);
const CONTENTS_TYPE = Buffer.from(ORDER_TYPE, 'utf8');

const hexBytes = (hex: string): Buffer => Buffer.from(hex.slice(2), 'hex');

export function signDepositWalletOrder(
  fields: SignedOrderFields,
  exchange: ExchangeKind,
  config: AuthConfig,
  key: Buffer,
): SignedOrder {
  const domain = {
    name: ORDER_DOMAIN_NAME,
    version: ORDER_DOMAIN_VERSION,
    chainId: config.chainId,
    verifyingContract: config.exchanges[exchange],
  };
  const contents = { ...fields, side: fields.side === 'BUY' ? 0 : 1 };
  let digest: string;
  let contentsHash: string;
  try {
    contentsHash = TypedDataEncoder.hashStruct('Order', { Order: ORDER_FIELDS }, contents);
    digest = TypedDataEncoder.hash(domain, TYPED_DATA_SIGN_TYPES, {
      contents,
      name: 'DepositWallet',
      version: '1',
      chainId: config.chainId,
      verifyingContract: fields.maker,
      salt: ZERO_BYTES32,
    });
  } catch (error) {
    throw badParameter('order', `cannot be encoded (${(error as Error).message})`);
  }
  const length = Buffer.alloc(2);
  length.writeUInt16BE(CONTENTS_TYPE.length);
  const signature = Buffer.concat([
    hexBytes(signDigest(hexBytes(digest), key)),
    hexBytes(TypedDataEncoder.hashDomain(domain)),
    hexBytes(contentsHash),
    CONTENTS_TYPE,
    length,
  ]);
  return { ...fields, signature: '0x' + signature.toString('hex') };
}
