// Raw TCP clients for the connection tests: what they send is exactly what is written, and
// every byte of the answer is kept.
import { connect, type Socket } from 'node:net';

export interface RawConnection {
  socket: Socket;
  /** Everything received so far, as latin1 text. */
  received(): string;
  /** Status lines received so far (counted as data arrives, so a flood costs no rescans). */
  answers(): number;
  /** Resolves when the server has closed the connection (or it failed). */
  closed: Promise<void>;
  /** Waits until `done` holds for the connection; rejects after `timeoutMs`. */
  until(done: (connection: RawConnection) => boolean, timeoutMs?: number): Promise<string>;
}

const STATUS_LINES = /HTTP\/1\.1 \d{3} /g;
const STATUS_LINE = /HTTP\/1\.1 \d{3} /;

/** A connection to 127.0.0.1:port, from `localAddress` when given (another loopback address). */
export function openRaw(port: number, text = '', localAddress?: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
    const chunks: string[] = [];
    let tail = '';
    let answers = 0;
    const waiters = new Set<() => void>();
    const received = () => {
      if (chunks.length > 1) chunks.splice(0, chunks.length, chunks.join(''));
      return chunks[0] ?? '';
    };
    socket.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      chunks.push(text);
      // A status line may straddle two chunks: scan the previous chunk's tail with this one,
      // not counting again a line that lies wholly in that tail.
      const counted = STATUS_LINE.test(tail) ? 1 : 0;
      answers += ((tail + text).match(STATUS_LINES) ?? []).length - counted;
      tail = (tail + text).slice(-16);
      for (const wake of waiters) wake();
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('close', () => {
      for (const wake of waiters) wake();
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.removeListener('error', reject);
      socket.on('error', () => undefined);
      if (text !== '') socket.write(text);
      const connection: RawConnection = {
        socket,
        received,
        answers: () => answers,
        closed,
        until(done, timeoutMs = 5_000) {
          return new Promise((settle, fail) => {
            const check = () => {
              if (done(connection)) {
                waiters.delete(check);
                clearTimeout(timer);
                settle(received());
              } else if (socket.destroyed) {
                waiters.delete(check);
                clearTimeout(timer);
                fail(
                  new Error(
                    `connection closed; received ${JSON.stringify(received().slice(0, 500))}`,
                  ),
                );
              }
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`timed out; received ${JSON.stringify(received().slice(0, 500))}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      };
      resolve(connection);
    });
  });
}

/** The status lines of the answers in `text`, in order. */
export const statusesOf = (text: string): number[] =>
  [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

/** The JSON body of the single answer in `text`. */
export function bodyOf(text: string): unknown {
  const start = text.indexOf('\r\n\r\n');
  return JSON.parse(text.slice(start + 4));
}
