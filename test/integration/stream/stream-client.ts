// A WebSocket client for the stream tests: keeps every message (a frame holding an array counts
// as its elements; text that is not JSON, like PONG, is kept as a string) and waits for them.
import { once } from 'node:events';
import WebSocket from 'ws';

export type Message = Record<string, unknown> & { event_type?: string };

const WAIT_MS = 3_000;

export class StreamClient {
  readonly messages: (Message | string)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) this.messages.push(item);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async connect(url: string): Promise<StreamClient> {
    const ws = new WebSocket(url);
    await once(ws, 'open');
    return new StreamClient(ws);
  }

  send(message: object | string): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Messages of one event type received so far. */
  events(type: string): Message[] {
    return this.messages.filter(
      (message): message is Message => typeof message === 'object' && message.event_type === type,
    );
  }

  /** Waits until `done` holds for the messages received so far. */
  async until(done: (client: this) => boolean, what = 'messages'): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!done(this)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`timed out waiting for ${what}: ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for `count` messages of a type in all; answers them. */
  async nextEvents(type: string, count: number): Promise<Message[]> {
    await this.until((client) => client.events(type).length >= count, `${count} ${type}`);
    return this.events(type);
  }

  /**
   * A round trip: PING, then wait for its PONG. Frames on one connection keep their order, so
   * anything the server sent before reading the PING has arrived by then.
   */
  async sync(): Promise<void> {
    const pongs = this.messages.filter((message) => message === 'PONG').length;
    this.send('PING');
    await this.until(
      (client) => client.messages.filter((message) => message === 'PONG').length > pongs,
      'PONG',
    );
  }

  close(): void {
    this.ws.close();
  }
}
