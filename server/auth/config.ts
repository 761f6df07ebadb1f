/** The exchange contracts orders are signed for; the order's market says which one applies. */
export interface ExchangeContracts {
  standard: string;
  negRisk: string;
}

export type ExchangeKind = keyof ExchangeContracts;

export interface AuthConfig {
  chainId: number;
  exchanges: ExchangeContracts;
  /**
   * How far (seconds, either way) an L1 or L2 TIMESTAMP header may be from server time. Five
   * minutes tolerates ordinary clock drift; clients that drift more can use GET /time, as the
   * official client does with `useServerTime`.
   */
  timestampWindowSeconds: number;
}

// The CTF Exchange v2 deployments the official client signs for (its getContractConfig table);
// Polygon and its Amoy testnet share the same addresses.
const CTF_EXCHANGE_V2: ExchangeContracts = {
  standard: '0xE111180000d2663C0091e4f400237545B87B996B',
  negRisk: '0xe2222d279d744050d28e00520010520000310F59',
};

export const knownExchanges: Readonly<Record<number, ExchangeContracts>> = {
  137: CTF_EXCHANGE_V2,
  80002: CTF_EXCHANGE_V2,
};

export const DEFAULT_CHAIN_ID = 137;
export const DEFAULT_TIMESTAMP_WINDOW_SECONDS = 300;

/** Fills in defaults; a chain outside the known table needs its exchanges spelled out. */
export function resolveAuthConfig(options: Partial<AuthConfig> = {}): AuthConfig {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const exchanges = options.exchanges ?? knownExchanges[chainId];
  if (!exchanges)
    throw new Error(`no exchange contracts known for chain ${chainId}; configure them`);
  return {
    chainId,
    exchanges,
    timestampWindowSeconds: options.timestampWindowSeconds ?? DEFAULT_TIMESTAMP_WINDOW_SECONDS,
  };
}
