import { describe, expect, it } from 'vitest';
import { statusLine } from '../../../server/cli/status-line.js';

/** A stream that keeps what was written, and a clock the test moves. */
function capture(isTTY: boolean) {
  const written: string[] = [];
  let nowMs = 0;
  const stream = { isTTY, columns: 60, write: (text: string) => written.push(text) };
  const line = statusLine(stream, () => nowMs);
  return { line, written, advance: (ms: number) => (nowMs += ms) };
}

describe('a status line', () => {
  it('redraws one line in place on a terminal, at most every 100 ms, and ends it', () => {
    const { line, written, advance } = capture(true);
    line.show('seeding 10 %');
    advance(50);
    line.show('seeding 11 %');
    advance(60);
    line.show('seeding 12 %');
    line.show('saving', true);
    line.end();
    expect(written).toEqual([
      '\rseeding 10 %\x1b[K',
      '\rseeding 12 %\x1b[K',
      '\rsaving\x1b[K',
      '\n',
    ]);
  });

  it('cuts a line to the width of the terminal', () => {
    const { line, written } = capture(true);
    line.show('x'.repeat(80));
    expect(written).toEqual([`\r${'x'.repeat(59)}\x1b[K`]);
  });

  it('writes plain lines to a pipe, at most every 2 s unless forced, and nothing to end', () => {
    const { line, written, advance } = capture(false);
    line.show('seeding 10 %');
    advance(1_500);
    line.show('seeding 40 %');
    advance(600);
    line.show('seeding 55 %');
    line.show('now comments', true);
    line.end();
    expect(written).toEqual(['seeding 10 %\n', 'seeding 55 %\n', 'now comments\n']);
  });
});
