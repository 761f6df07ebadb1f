import type { ErrorCode } from './service-error.js';

// The renderer's RPC frames, the same over the web mode's WebSocket (/rpc) and the desktop's
// MessagePort. JSON objects, one per message.

/** A method call; `id` is the caller's, echoed in the answer. */
export interface RpcCall {
  id: number;
  method: string;
  params?: unknown;
}

/** Opens a stream; its events come as RpcEvent with `sub` = this `id` until unsubscribed. */
export interface RpcSubscribe {
  id: number;
  subscribe: RpcChannel;
  params?: unknown;
}

export interface RpcUnsubscribe {
  unsubscribe: number;
}

export type RpcClientFrame = RpcCall | RpcSubscribe | RpcUnsubscribe;

export interface RpcResult {
  id: number;
  result: unknown;
}

export interface RpcFailure {
  id: number;
  error: { code: ErrorCode; message: string };
}

export interface RpcEvent {
  sub: number;
  data: unknown;
}

export type RpcServerFrame = RpcResult | RpcFailure | RpcEvent;

/**
 * - `market`: params `{ assets_ids: string[] }`; data: the market channel's messages as on
 *   /ws/market with custom features (MarketStreamMessage), one array per coalesced frame.
 * - `account`: no params; data: AccountEvent whenever the current account's orders, fills,
 *   balance or the vault's state change.
 * - `alerts`: no params; data: AlertNotice (server/contract/alerts.ts) whenever alerts fire or
 *   conditional orders change state, a flood coalesced into one notice.
 */
export type RpcChannel = 'market' | 'account' | 'alerts';

export type AccountEvent =
  | { type: 'order'; orderId: string; status: string }
  | { type: 'trade'; tradeId: string }
  | { type: 'balance' }
  | { type: 'vault' };

interface Level {
  price: string;
  size: string;
}

/**
 * The market channel's messages (docs/api.md, "Market data, public data and live streams").
 * `feed_health` is the terminal's own: in mirror mode the service reports an upstream feed gap
 * on one asset and its healing (server/stream/feed-health.ts).
 */
export type MarketStreamMessage =
  | {
      event_type: 'feed_health';
      asset_id: string;
      state: 'ok' | 'gap';
      timestamp: string;
    }
  | {
      event_type: 'book';
      asset_id: string;
      market: string;
      bids: Level[];
      asks: Level[];
      timestamp: string;
      hash: string;
    }
  | {
      event_type: 'price_change';
      market: string;
      timestamp: string;
      price_changes: {
        asset_id: string;
        price: string;
        size: string;
        side: 'BUY' | 'SELL';
        hash: string;
        best_bid: string;
        best_ask: string;
      }[];
    }
  | {
      event_type: 'last_trade_price';
      asset_id: string;
      market: string;
      price: string;
      size: string;
      side: 'BUY' | 'SELL';
      fee_rate_bps: string;
      timestamp: string;
    }
  | {
      event_type: 'best_bid_ask';
      asset_id: string;
      market: string;
      best_bid: string;
      best_ask: string;
      spread: string;
      timestamp: string;
    }
  | {
      event_type: 'tick_size_change';
      asset_id: string;
      market: string;
      old_tick_size: string;
      new_tick_size: string;
      timestamp: string;
    }
  | { event_type: 'market_resolved'; market: string; winning_asset_id: string; timestamp: string };
