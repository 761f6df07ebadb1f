/** Where a status line is written: a terminal or a pipe, as process.stderr is. */
export interface StatusStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
  write(text: string): unknown;
}

export interface StatusLine {
  /**
   * Shows the state of long work. A terminal gets one line redrawn in place, at most every
   * 100 ms; a pipe or a file gets a plain line at most every 2 s. `force` (a new phase) writes it
   * whatever the interval.
   */
  show(line: string, force?: boolean): void;
  /** Ends the line being redrawn, before other output. */
  end(): void;
}

const TTY_INTERVAL_MS = 100;
const PLAIN_INTERVAL_MS = 2_000;

export function statusLine(
  stream: StatusStream,
  now: () => number = () => performance.now(),
): StatusLine {
  const tty = stream.isTTY === true;
  const intervalMs = tty ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS;
  let lastAt = -Infinity;
  let drawn = false;
  const end = () => {
    if (drawn) stream.write('\n');
    drawn = false;
  };
  return {
    show(line, force = false) {
      const at = now();
      if (!force && at - lastAt < intervalMs) return;
      lastAt = at;
      if (!tty) {
        stream.write(`${line}\n`);
        return;
      }
      stream.write(`\r${line.slice(0, (stream.columns || 100) - 1)}\x1b[K`);
      drawn = true;
    },
    end,
  };
}
