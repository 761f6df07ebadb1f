import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '../../../server/rpc/dispatcher.js';
import { reportInternalToStderr } from '../../../server/rpc/report-internal.js';

afterEach(() => vi.restoreAllMocks());

describe('reportInternalToStderr', () => {
  it("logs a fault in one stderr line with the method, never the call's params", async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const secret = 'correct horse battery staple';
    const dispatcher = createDispatcher({
      handlers: {
        'vault.unlock': () => {
          throw new TypeError('scrypt exploded');
        },
      },
      reportInternal: reportInternalToStderr,
    });
    const answer = await dispatcher
      .dispatch(
        'vault.unlock',
        { passphrase: secret },
        { transport: 'session', client: 'renderer' },
      )
      .then(
        () => 'resolved',
        (error: { code: string }) => error.code,
      );
    expect(answer).toBe('internal');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^internal error in vault\.unlock: TypeError: scrypt exploded \| /);
    expect(written[0]!.trimEnd()).not.toContain('\n');
    expect(written[0]).not.toContain(secret);
  });
});
