import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { foreignRequest } from '../wire/index.js';
import { claimUpgradePath } from './claimed-paths.js';
import { closeWebSocketServer } from './close-server.js';
import { CLOSE_GRACE_MS, CLOSE_POLICY_VIOLATION } from './limits.js';
import { upgradePath } from './rpc-socket.js';
import { answerHandshakeErrors, refuseUpgrade } from './upgrade-answers.js';

export const GRANT_SOCKET_PATH = '/ws/grant';
/** The scripts' alerts channel: any grant's token may listen. */
export const ALERTS_SOCKET_PATH = '/ws/alerts';

export interface GrantSocketOptions {
  /** Where it listens; default GRANT_SOCKET_PATH. */
  path?: string;
  /** The grant of an upgrade's `Authorization` header; throws when it holds no valid one. */
  authenticate(authorization: string | undefined): { id: string; expiresAt: number };
  /** Delivers the grant's events; returns the unsubscribe function. */
  subscribe(grantId: string, deliver: (message: object) => void): () => void;
  /** Tells the listener of every grant revoked from now on; returns the unsubscribe function. */
  onRevoked(listener: (grantId: string) => void): () => void;
  maxConnections?: number;
  now?: () => number;
}

export interface GrantSocketHandle {
  readonly connections: number;
  close(): Promise<void>;
}

/**
 * A script's live channel, authenticated by a grant token: at GRANT_SOCKET_PATH the grant's
 * order and fill events, at ALERTS_SOCKET_PATH the alerts' notices; JSON messages. The token travels in the upgrade's `Authorization: Bearer` header (never in the
 * URL); a web page (foreign Origin or Host) is refused, as on every route of the port. The
 * socket closes (1008) the moment the grant is revoked or expires.
 */
export function attachGrantSocket(server: Server, options: GrantSocketOptions): GrantSocketHandle {
  const path = options.path ?? GRANT_SOCKET_PATH;
  const maxConnections = options.maxConnections ?? 64;
  const now = options.now ?? Date.now;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096, perMessageDeflate: false });
  answerHandshakeErrors(wss);
  const byGrant = new Map<string, Set<WebSocket>>();

  const end = (ws: WebSocket, status: 'revoked' | 'expired') => {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify({ event_type: 'grant', status }));
    ws.close(CLOSE_POLICY_VIOLATION, `grant ${status}`);
  };

  const stopListening = options.onRevoked((grantId) => {
    for (const ws of byGrant.get(grantId) ?? []) end(ws, 'revoked');
  });

  const open = (grant: { id: string; expiresAt: number }) => (ws: WebSocket) => {
    const sockets = byGrant.get(grant.id) ?? new Set<WebSocket>();
    byGrant.set(grant.id, sockets);
    sockets.add(ws);
    const unsubscribe = options.subscribe(grant.id, (message) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    });
    const expiry = setTimeout(() => end(ws, 'expired'), Math.max(grant.expiresAt - now(), 0));
    expiry.unref();
    ws.on('error', () => undefined);
    ws.once('close', () => {
      clearTimeout(expiry);
      unsubscribe();
      sockets.delete(ws);
      if (sockets.size === 0) byGrant.delete(grant.id);
    });
    ws.send(JSON.stringify({ event_type: 'grant', status: 'active', id: grant.id }));
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (upgradePath(request) !== path) return;
    const foreign = foreignRequest(request, server);
    if (foreign) return refuseUpgrade(socket, foreign.status, foreign.message);
    let grant: { id: string; expiresAt: number };
    try {
      grant = options.authenticate(request.headers.authorization);
    } catch (error) {
      return refuseUpgrade(socket, 401, (error as Error).message);
    }
    if (grant.expiresAt <= now()) return refuseUpgrade(socket, 403, 'the grant has expired');
    if (wss.clients.size >= maxConnections) {
      return refuseUpgrade(socket, 503, `too many grant connections (at most ${maxConnections})`);
    }
    wss.handleUpgrade(request, socket, head, open(grant));
  };
  server.on('upgrade', onUpgrade);
  const unclaim = claimUpgradePath(server, path);

  return {
    get connections() {
      return wss.clients.size;
    },
    async close() {
      server.off('upgrade', onUpgrade);
      unclaim();
      stopListening();
      await closeWebSocketServer(wss, CLOSE_GRACE_MS);
    },
  };
}
