import WebSocket from 'ws';

/** How long a connection to the upstream's channel may take to open. */
export const UPSTREAM_OPEN_TIMEOUT_MS = 5_000;

/** Close codes a peer may receive; the others (1005, 1006, 1015) only describe what happened. */
const SENDABLE = (code: number): boolean =>
  (code >= 1000 && code <= 1003) ||
  (code >= 1007 && code <= 1014) ||
  (code >= 3000 && code <= 4999);

/** The code and reason to pass on to the other side of a relayed connection. */
export function relayedClose(code: number, reason: Buffer): [number, string] {
  if (SENDABLE(code)) return [code, reason.toString('utf8')];
  return [1011, 'the other side of the relay closed'];
}

/**
 * Opens a WebSocket to the upstream's channel: the open socket, or the reason it did not open
 * (no answer, a refused handshake with its status, a timeout).
 */
export function connectUpstream(url: string, maxPayload: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {
      perMessageDeflate: false,
      handshakeTimeout: UPSTREAM_OPEN_TIMEOUT_MS,
      maxPayload,
    });
    const fail = (reason: string) => {
      ws.removeAllListeners();
      ws.on('error', () => undefined);
      ws.terminate();
      reject(new Error(`upstream unreachable: ${reason}`));
    };
    ws.once('open', () => {
      ws.removeAllListeners();
      resolve(ws);
    });
    ws.once('unexpected-response', (_request, response) =>
      fail(`${url} answered ${response.statusCode ?? 'no status'}`),
    );
    ws.once('error', (error: Error & { code?: string }) => fail(error.code ?? error.message));
  });
}
