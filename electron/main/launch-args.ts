/** `--smoke-test`: the release workflow's check that a packaged app really starts. */
export const SMOKE_TEST_FLAG = '--smoke-test';
const USER_DATA_FLAG = '--user-data';

/** What the command line asks of the shell (Chromium's own switches are left to it). */
export interface LaunchArgs {
  smokeTest: boolean;
  /**
   * `--user-data DIR` or `--user-data=DIR`: the app keeps everything in DIR instead of the
   * system's folder for it (a portable install, a second profile, the tests): its settings,
   * window state and logs, and the service's data dir in DIR/data (web mode's `--data-dir`
   * names that data dir itself).
   */
  userData: string | null;
}

export function readLaunchArgs(argv: readonly string[]): LaunchArgs {
  let userData: string | null = null;
  argv.forEach((arg, i) => {
    if (arg.startsWith(`${USER_DATA_FLAG}=`)) userData = arg.slice(USER_DATA_FLAG.length + 1);
    else if (arg === USER_DATA_FLAG) userData = argv[i + 1] ?? null;
  });
  return { smokeTest: argv.includes(SMOKE_TEST_FLAG), userData: userData || null };
}
