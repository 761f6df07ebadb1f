import WebSocket from 'ws';
import type { RpcServerFrame } from '../../../server/contract/index.js';

/** The terminal's RPC socket (web mode), one call at a time: what the renderer's transport does. */
export class BenchRpcClient {
  private nextId = 1;
  private readonly pending = new Map<number, (frame: RpcServerFrame) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as RpcServerFrame;
      if (!('id' in frame)) return;
      this.pending.get(frame.id)?.(frame);
      this.pending.delete(frame.id);
    });
  }

  /** Connects to the socket of a terminal URL (`http://HOST/app/#token=...`). */
  static connect(terminalUrl: string): Promise<BenchRpcClient> {
    const url = new URL(terminalUrl);
    const token = new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
    const ws = new WebSocket(`ws://${url.host}/rpc?token=${encodeURIComponent(token)}`, {
      headers: { origin: url.origin },
      perMessageDeflate: false,
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BenchRpcClient(ws)));
      ws.once('error', reject);
    });
  }

  /** The method's result; rejects with the service's error. */
  call<T>(method: string, params: unknown): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (frame) => {
        if ('result' in frame) resolve(frame.result as T);
        else reject(new Error(`${method}: ${JSON.stringify(frame)}`));
      });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  close(): void {
    this.ws.close();
  }
}
