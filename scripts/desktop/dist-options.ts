// `npm run dist [-- --mac --win --linux --dir]`: which packages to build, and a failure told in
// one line. Kept apart from scripts/dist.ts so that tests can check it without building.
import type { CliOptions } from 'electron-builder';

export const CONFIG_FILE = 'build/electron-builder.json';

/** How a failure's line begins. */
export const FAILURE_PREFIX = 'npm run dist failed: ';

const PLATFORMS: Record<string, 'mac' | 'win' | 'linux'> = {
  '--mac': 'mac',
  '-m': 'mac',
  '--win': 'win',
  '-w': 'win',
  '--linux': 'linux',
  '-l': 'linux',
};

/** electron-builder's options for the arguments; none builds for the current platform. */
export function distOptions(args: readonly string[]): CliOptions {
  const options: CliOptions = { config: CONFIG_FILE, publish: 'never' };
  for (const arg of args) {
    const platform = PLATFORMS[arg];
    if (platform) options[platform] = [];
    else if (arg === '--dir') options.dir = true;
    else throw new Error(`unknown option ${arg} (use --mac, --win, --linux, --dir)`);
  }
  return options;
}

/** The one line a failed build prints: the cause, never a stack. */
export function failureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error';
  const offline = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo|ENETUNREACH/.test(
    message,
  );
  const cause = offline
    ? `a download failed (no network access to its host): electron-builder fetches Electron and its tools for each platform (${firstLine.trim()})`
    : firstLine.trim();
  return `${FAILURE_PREFIX}${cause}`;
}
