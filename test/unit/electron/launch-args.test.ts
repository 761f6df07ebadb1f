import { describe, expect, it } from 'vitest';
import { readLaunchArgs } from '../../../electron/main/launch-args.js';

describe("the shell's command line", () => {
  it('takes --smoke-test and a data dir in either form', () => {
    expect(readLaunchArgs(['/opt/Marketdesk/marketdesk'])).toEqual({
      smokeTest: false,
      dataDir: null,
    });
    expect(readLaunchArgs(['electron', '.', '--smoke-test'])).toEqual({
      smokeTest: true,
      dataDir: null,
    });
    expect(readLaunchArgs(['electron', '.', '--data-dir=/tmp/a b'])).toMatchObject({
      dataDir: '/tmp/a b',
    });
    expect(readLaunchArgs(['electron', '.', '--data-dir', '/tmp/x', '--no-sandbox'])).toEqual({
      smokeTest: false,
      dataDir: '/tmp/x',
    });
  });

  it('ignores a data dir flag with no folder', () => {
    expect(readLaunchArgs(['app', '--data-dir'])).toMatchObject({ dataDir: null });
    expect(readLaunchArgs(['app', '--data-dir='])).toMatchObject({ dataDir: null });
  });
});
