import { upstreamUrls, type UpstreamUrls } from '../mirror/index.js';

/** The command-line options that name a mirror's upstream (`serve` and `sync`). */
export const MIRROR_FLAGS = {
  mirror: { type: 'string' },
  'mirror-catalog': { type: 'string' },
  'mirror-data': { type: 'string' },
  'mirror-clob': { type: 'string' },
} as const;

type MirrorFlagValues = Partial<Record<keyof typeof MIRROR_FLAGS, string>>;

/**
 * `--mirror URL` for every surface, `--mirror-catalog|data|clob URL` per surface (they win);
 * null when none is given. A bad URL throws the command's usage error.
 */
export function mirrorFlagUrls(
  values: MirrorFlagValues,
  usageError: (message: string) => Error,
): UpstreamUrls | null {
  try {
    return upstreamUrls(values.mirror, {
      catalog: values['mirror-catalog'],
      data: values['mirror-data'],
      clob: values['mirror-clob'],
    });
  } catch (error) {
    throw usageError(`--mirror: ${(error as Error).message}`);
  }
}
