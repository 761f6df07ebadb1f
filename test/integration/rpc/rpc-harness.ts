// Web mode's RPC socket on a listening venue: the terminal's handlers behind a session per
// connection, the market channel from the venue feed, the account channel for the test key.
import WebSocket from 'ws';
import { ServiceError, type RpcServerFrame } from '../../../server/contract/index.js';
import { createTerminalHandlers } from '../../../server/terminal/methods.js';
import { createAccountEvents, createRpcSession } from '../../../server/rpc/session/index.js';
import {
  attachRpcSocket,
  createLaunchToken,
  createRpcMarketFeed,
  type RpcSocketHandle,
} from '../../../server/stream/index.js';
import { startListeningVenue, type ListeningVenue } from '../../support/listening-venue.js';
import { SESSION, terminalDeps, testSigner } from '../terminal/terminal-harness.js';
import type { TerminalSigner } from '../../../server/terminal/methods.js';

export interface RpcVenue {
  venue: ListeningVenue;
  signer: TerminalSigner;
  token: string;
  socket: RpcSocketHandle;
  url(token?: string): string;
  close(): Promise<void>;
}

export async function startRpcVenue(): Promise<RpcVenue> {
  const venue = await startListeningVenue();
  const signer = testSigner(venue, 'dave');
  const handlers: Record<string, (input: unknown, context: typeof SESSION) => unknown> =
    createTerminalHandlers(terminalDeps(venue, signer)) as never;
  const dispatch = async (method: string, params: unknown) => {
    const handler = handlers[method];
    if (!handler) throw new ServiceError('not_found', `no method ${method}`);
    return handler(params, SESSION);
  };
  const market = createRpcMarketFeed({
    catalog: venue.catalog,
    trading: venue.trading,
    bookBody: venue.marketData.bookBody,
    minFrameIntervalMs: 8,
    maxAssets: 100,
  });
  const subscribeAccount = createAccountEvents({
    feed: venue.trading.feed,
    current: () => ({ owner: signer.address, paying: signer.address }),
    onVaultChange: () => () => undefined,
  });
  const token = createLaunchToken();
  const socket = attachRpcSocket(venue.app.server, {
    token,
    openSession: (peer) =>
      createRpcSession({
        dispatch,
        subscribeMarket: market.subscribe,
        subscribeAccount,
        send: (text) => peer.send(text),
      }),
  });
  return {
    venue,
    signer,
    token,
    socket,
    url: (given = token) => venue.wsUrl(`/rpc?token=${encodeURIComponent(given)}`),
    async close() {
      await socket.close();
      market.close();
      await venue.close();
    },
  };
}

/** A client of the socket that collects frames and waits for the ones it needs. */
export class RpcClient {
  readonly frames: RpcServerFrame[] = [];
  private waiters: (() => void)[] = [];
  private nextId = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as RpcServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static connect(url: string, headers: Record<string, string> = {}): Promise<RpcClient> {
    const ws = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RpcClient(ws)));
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`refused ${response.statusCode}`)),
      );
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async waitFor<T extends RpcServerFrame = RpcServerFrame>(
    match: ((frame: RpcServerFrame) => frame is T) | ((frame: RpcServerFrame) => boolean),
    timeoutMs = 3_000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find((frame) => match(frame)) as T | undefined;
      if (found) {
        this.frames.splice(this.frames.indexOf(found), 1);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`no such frame in ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Calls a method; resolves to the answer frame (result or error). */
  async call(method: string, params: unknown = {}) {
    const id = this.nextId++;
    this.send({ id, method, params });
    return this.waitFor(
      (frame): frame is Extract<RpcServerFrame, { id: number }> => 'id' in frame && frame.id === id,
    );
  }

  close(): void {
    this.ws.close();
  }
}
