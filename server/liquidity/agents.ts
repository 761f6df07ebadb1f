import type { Auth } from '../auth/index.js';
import type { TradingMarket } from '../catalog/index.js';
import { ServiceError, type OrderAnswer } from '../contract/index.js';
import type { Ledger } from '../ledger/index.js';
import type { RateLimiter } from '../limits/index.js';
import type { Caller, TradingService } from '../trading/index.js';
import { deriveAgentWallet, type AgentWallet } from './agent-wallet.js';
import type { AgentOrder, OrderSigner } from './order-signer.js';

// The limit scopes the trading methods declare (server/contract/methods/trading.ts): POST
// /order and /orders count against 'order', every cancel route against 'cancel'. Constant arrays: the limiter
// resolves a scopes array to its rules once.
const ORDER_SCOPES: readonly string[] = ['order'];
const CANCEL_SCOPES: readonly string[] = ['cancel'];

/** The API key nonce of every agent's credentials. */
const KEY_NONCE = '0';

export interface AgentCounters {
  /** Orders sent to the venue, and how many it refused (4xx answers). */
  ordersPosted: number;
  ordersRefused: number;
  cancelRequests: number;
  /** Requests the rate limiter refused; the agent waits out the window after each. */
  throttled: number;
}

export interface Agent {
  readonly index: number;
  readonly address: string;
  readonly caller: Caller;
  /** Signs and posts the orders as one POST /orders; null when the limiter refused it. */
  post(market: TradingMarket, orders: readonly AgentOrder[]): OrderAnswer[] | null;
  /** DELETE /orders; false when the limiter refused it. */
  cancel(hashes: readonly string[]): boolean;
  /**
   * DELETE /cancel-all, past the limiter and any wait it asked for: it only clears the agent's
   * own quotes when the agents start or stop, which must not be skipped.
   */
  cancelAll(): void;
  /** Whether the limiter asked this agent to wait. */
  throttled(): boolean;
  availableCollateral(): number;
  availableShares(tokenId: string): number;
  /**
   * Tops the wallet up from the faucet once its free collateral, less what it is about to lock,
   * runs low.
   */
  fund(lockingMicros?: number): void;
}

export interface AgentDeps {
  auth: Auth;
  trading: TradingService;
  ledger: Ledger;
  limiter: RateLimiter | null;
  sign: OrderSigner;
  now: () => number;
  masterKey: Buffer;
  fundFloorMicros: number;
  fundTargetMicros: number;
  counters: AgentCounters;
  /** Quotes the agent canceled (DELETE /orders): their rows may be pruned later. */
  canceled: (ownerAddress: string, hashes: readonly string[], atMs: number) => void;
}

/** The agent's API key: the one made on an earlier start, or a new one (in-process, L1-free). */
function apiKeyOf(auth: Auth, address: string): string {
  try {
    return auth.credentials.derive(address, KEY_NONCE).apiKey;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return auth.credentials.create(address, KEY_NONCE).apiKey;
  }
}

export function createAgent(deps: AgentDeps, index: number): Agent {
  const wallet: AgentWallet = deriveAgentWallet(deps.masterKey, index);
  const { address } = wallet;
  const caller: Caller = { address, apiKey: apiKeyOf(deps.auth, address) };
  const { counters, trading, ledger } = deps;
  let waitUntil = 0;
  let accountId: number | undefined;

  const admit = (scopes: readonly string[]): boolean => {
    const now = deps.now();
    if (now < waitUntil) return false;
    const decision = deps.limiter?.take(address, scopes, now);
    if (!decision || decision.allowed) return true;
    counters.throttled += 1;
    waitUntil = now + decision.resetMs;
    return false;
  };
  const account = (): number | undefined => (accountId ??= ledger.findAccount(address)?.id);

  return {
    index,
    address,
    caller,
    post(market, orders) {
      if (!admit(ORDER_SCOPES)) return null;
      const bodies = orders.map((order) => deps.sign(wallet, caller.apiKey, market, order));
      const answers = trading.postOrders(caller, bodies);
      counters.ordersPosted += answers.length;
      counters.ordersRefused += answers.filter((answer) => !answer.success).length;
      return answers;
    },
    cancel(hashes) {
      if (hashes.length === 0) return true;
      if (!admit(CANCEL_SCOPES)) return false;
      counters.cancelRequests += 1;
      const answer = trading.cancels.byHashes(caller, hashes);
      deps.canceled(address, answer.canceled, deps.now());
      return true;
    },
    cancelAll() {
      counters.cancelRequests += 1;
      trading.cancels.all(caller);
    },
    throttled: () => deps.now() < waitUntil,
    availableCollateral() {
      const id = account();
      return id === undefined ? 0 : ledger.availableCollateral(id);
    },
    availableShares(tokenId) {
      const id = account();
      return id === undefined ? 0 : ledger.availableShares(id, tokenId);
    },
    fund(lockingMicros = 0) {
      const available = this.availableCollateral() - lockingMicros;
      if (available >= deps.fundFloorMicros) return;
      trading.venue.faucet(address, deps.fundTargetMicros - available);
    },
  };
}
