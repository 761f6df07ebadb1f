import { parseArgs } from 'node:util';
import { adminTokenFile, readAdminToken } from '../config/admin-token.js';
import { defaultDataDir } from '../config/config.js';
import { findRunningService } from '../config/service-lock.js';

/** Where the command writes: the process's streams, or a test's buffers. */
export interface VenueCliIo {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: VenueCliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

const common = '[--data-dir DIR] [--url URL]';
export const venueUsage = `usage:
  npm run venue -- faucet --address 0x... --amount 100 ${common}
  npm run venue -- resolve --condition-id 0x... --winner 0|1 ${common}
  npm run venue -- tick-size --condition-id 0x... --tick-size 0.1|0.01|0.001|0.0001 ${common}
  npm run venue -- funder --signer 0x... --funder 0x... --signature-type 1|2|3 ${common}
The admin token is read from DIR/admin-token; the URL is the running service's unless --url.`;

const options = {
  address: { type: 'string' },
  amount: { type: 'string' },
  'condition-id': { type: 'string' },
  winner: { type: 'string' },
  'tick-size': { type: 'string' },
  signer: { type: 'string' },
  funder: { type: 'string' },
  'signature-type': { type: 'string' },
  'data-dir': { type: 'string' },
  url: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
type OptionName = keyof typeof options;

class UsageError extends Error {}

interface Command {
  path: string;
  needs: readonly OptionName[];
  body(value: (name: OptionName) => string): Record<string, unknown>;
}

function oneOf(name: string, text: string, allowed: readonly number[]): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !allowed.includes(value)) {
    throw new UsageError(`--${name} must be ${allowed.join(', ').replace(/, (\d+)$/, ' or $1')}`);
  }
  return value;
}

const commands: Record<string, Command> = {
  faucet: {
    path: '/venue/faucet',
    needs: ['address', 'amount'],
    body: (value) => ({ address: value('address'), amount: value('amount') }),
  },
  resolve: {
    path: '/venue/resolve',
    needs: ['condition-id', 'winner'],
    body: (value) => ({
      condition_id: value('condition-id'),
      winning_outcome_index: oneOf('winner', value('winner'), [0, 1]),
    }),
  },
  'tick-size': {
    path: '/venue/tick-size',
    needs: ['condition-id', 'tick-size'],
    body: (value) => ({ condition_id: value('condition-id'), tick_size: value('tick-size') }),
  },
  funder: {
    path: '/venue/funders',
    needs: ['signer', 'funder', 'signature-type'],
    body: (value) => ({
      signer: value('signer'),
      funder: value('funder'),
      signature_type: oneOf('signature-type', value('signature-type'), [1, 2, 3]),
    }),
  },
};

const shared: readonly OptionName[] = ['data-dir', 'url', 'help'];

function requestBody(name: string, command: Command, values: Values): Record<string, unknown> {
  for (const given of Object.keys(values) as OptionName[]) {
    if (!command.needs.includes(given) && !shared.includes(given)) {
      throw new UsageError(`${name} does not take --${given}`);
    }
  }
  return command.body((option) => {
    const value = values[option];
    if (typeof value !== 'string' || value.length === 0) {
      throw new UsageError(`${name} needs --${option}`);
    }
    return value;
  });
}

function serviceUrl(dataDir: string, url: string | undefined): string {
  if (url !== undefined) return url;
  const running = findRunningService(dataDir);
  if (running === undefined) {
    throw new Error(
      `no running service with an HTTP port found for ${dataDir}: start it, or pass --url`,
    );
  }
  return running;
}

function adminToken(dataDir: string): string {
  try {
    return readAdminToken(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `${adminTokenFile(dataDir)} is missing: start the service once with this data dir`,
    );
  }
}

async function post(url: string, token: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new Error(`cannot reach ${url}: ${cause ?? (error as Error).message}`);
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`HTTP ${response.status} from ${url}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const message = (answer as { error?: unknown } | null)?.error;
    throw new Error(`${typeof message === 'string' ? message : text} (HTTP ${response.status})`);
  }
  return answer;
}

/**
 * `npm run venue -- faucet|resolve|funder ...`: the operator's /venue/* calls against the
 * running service of a data dir. Answers the exit code: 0 done, 1 refused or failed, 2 usage.
 */
export async function runVenueCommand(
  argv: readonly string[],
  io: VenueCliIo = processIo,
): Promise<number> {
  let call: { path: string; body: Record<string, unknown>; values: Values };
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true });
    if (values.help) {
      io.out(`${venueUsage}\n`);
      return 0;
    }
    const [name, ...extra] = positionals;
    if (name === undefined) throw new UsageError('which command? faucet, resolve or funder');
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const command = commands[name];
    if (!command) throw new UsageError(`unknown command "${name}"`);
    call = { path: command.path, body: requestBody(name, command, values), values };
  } catch (error) {
    io.err(`venue: ${(error as Error).message}\n${venueUsage}\n`);
    return 2;
  }
  try {
    const dataDir = call.values['data-dir'] ?? defaultDataDir();
    const base = serviceUrl(dataDir, call.values.url);
    const answer = await post(new URL(call.path, base).toString(), adminToken(dataDir), call.body);
    io.out(`${JSON.stringify(answer)}\n`);
    return 0;
  } catch (error) {
    io.err(`venue: ${(error as Error).message}\n`);
    return 1;
  }
}
