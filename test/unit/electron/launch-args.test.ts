import { describe, expect, it } from 'vitest';
import { readLaunchArgs } from '../../../electron/main/launch-args.js';

describe("the shell's command line", () => {
  it('takes --smoke-test and a data dir in either form', () => {
    expect(readLaunchArgs(['/opt/Marketdesk/marketdesk'])).toEqual({
      smokeTest: false,
      userData: null,
    });
    expect(readLaunchArgs(['electron', '.', '--smoke-test'])).toEqual({
      smokeTest: true,
      userData: null,
    });
    expect(readLaunchArgs(['electron', '.', '--user-data=/tmp/a b'])).toMatchObject({
      userData: '/tmp/a b',
    });
    expect(readLaunchArgs(['electron', '.', '--user-data', '/tmp/x', '--no-sandbox'])).toEqual({
      smokeTest: false,
      userData: '/tmp/x',
    });
  });

  it('ignores a data dir flag with no folder', () => {
    expect(readLaunchArgs(['app', '--user-data'])).toMatchObject({ userData: null });
    expect(readLaunchArgs(['app', '--user-data='])).toMatchObject({ userData: null });
  });
});
