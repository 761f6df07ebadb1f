/** `--smoke-test`: the release workflow's check that a packaged app really starts. */
export const SMOKE_TEST_FLAG = '--smoke-test';
const DATA_DIR_FLAG = '--data-dir';

/** What the command line asks of the shell (Chromium's own switches are left to it). */
export interface LaunchArgs {
  smokeTest: boolean;
  /**
   * `--data-dir DIR` or `--data-dir=DIR`: the app keeps everything in DIR instead of the
   * system's folder for it (a portable install, a second profile, the tests), as web mode's
   * flag of the same name does.
   */
  dataDir: string | null;
}

export function readLaunchArgs(argv: readonly string[]): LaunchArgs {
  let dataDir: string | null = null;
  argv.forEach((arg, i) => {
    if (arg.startsWith(`${DATA_DIR_FLAG}=`)) dataDir = arg.slice(DATA_DIR_FLAG.length + 1);
    else if (arg === DATA_DIR_FLAG) dataDir = argv[i + 1] ?? null;
  });
  return { smokeTest: argv.includes(SMOKE_TEST_FLAG), dataDir: dataDir || null };
}
