import { WebSocketServer } from 'ws';
import { ConnectionBudget } from './connection-budget.js';
import type { StreamLimits } from './limits.js';
import { answerHandshakeErrors } from './upgrade-answers.js';

export type Channel = 'market' | 'user';

/** The venue's stream paths and their channels. */
export const CHANNELS: Readonly<Record<string, Channel>> = {
  '/ws/market': 'market',
  '/ws/user': 'user',
};

/**
 * The WebSocket server of the venue's two channels and each channel's connection budget, the
 * same whether the channels are served locally or relayed to an upstream.
 */
export function createChannelServer(limits: StreamLimits) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    // Required by StreamSocket.sendFrame: uncompressed, ws writes every frame as it is sent.
    perMessageDeflate: false,
  });
  answerHandshakeErrors(wss);
  const budgets: Record<Channel, ConnectionBudget> = {
    market: new ConnectionBudget(
      '/ws/market',
      limits.maxConnections,
      limits.maxConnectionsPerClient,
    ),
    user: new ConnectionBudget('/ws/user', limits.maxConnections, limits.maxConnectionsPerClient),
  };
  return { wss, budgets };
}
