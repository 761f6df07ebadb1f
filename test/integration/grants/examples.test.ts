// Issue #28: the runnable examples (examples/) trade on a grant with nothing but its token, as
// child processes: each places an order below the market and cancels it; a refusal and a locked
// vault end them with a non-zero status and a message naming why.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantAuditEntry } from '../../../server/contract/index.js';
import {
  GRANT_PASSPHRASE,
  startGrantService,
  type GrantService,
} from '../../support/grant-service.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const EXAMPLE_TIMEOUT_MS = 45_000;

const examples = [
  { language: 'TypeScript', command: 'npx', args: ['tsx', 'examples/grant-trader.ts'] },
  { language: 'Python', command: 'python3', args: ['examples/grant_trader.py'] },
];

let env: GrantService;

beforeAll(async () => {
  env = await startGrantService();
}, 60_000);
afterAll(() => env?.close());

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runExample(example: (typeof examples)[number], token: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      example.command,
      example.args,
      {
        cwd: ROOT,
        timeout: EXAMPLE_TIMEOUT_MS,
        env: { ...process.env, MARKETDESK_URL: env.url, MARKETDESK_GRANT_TOKEN: token },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const auditOf = (grantId: string) =>
  env.session<GrantAuditEntry[]>('grants.audit', { grantId, limit: 100 });

const openOrderIds = async () =>
  (await env.session<{ id: string }[]>('terminal.openOrders', {})).map((order) => order.id);

describe.each(examples)('the $language example', (example) => {
  it('places a BUY below the market, finds it open and cancels it', async () => {
    const { id, token } = await env.grant({}, { name: `example-${example.language}` });
    const run = await runExample(example, token);
    expect(run.code, run.stderr).toBe(0);

    const log = await auditOf(id);
    const placed = log.filter((entry) => entry.kind === 'placed');
    expect(placed).toHaveLength(1);
    const orderId = placed[0]!.orderId!;
    expect(log.filter((entry) => entry.kind === 'canceled').map((e) => e.orderId)).toEqual([
      orderId,
    ]);
    expect(log.some((entry) => entry.kind === 'refused' || entry.kind === 'failed')).toBe(false);
    expect(run.stdout).toContain(`placed ${orderId}: live`);
    expect(run.stdout).toContain(`cancelled ${orderId}`);
    expect(await openOrderIds()).not.toContain(orderId);
  }, 60_000);

  it('exits non-zero naming the limit the grant refused', async () => {
    const { id, token } = await env.grant({ maxOrderSize: '1' });
    const run = await runExample(example, token);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('limit maxOrderSize = 1');
    const kinds = (await auditOf(id)).map((entry) => entry.kind);
    expect(kinds).toEqual(['refused', 'created']);
  }, 60_000);

  it('exits non-zero while the vault is locked, placing nothing', async () => {
    const { id, token } = await env.grant();
    env.service.services.vault.lock();
    let run: Run;
    try {
      run = await runExample(example, token);
    } finally {
      await env.service.services.vault.unlock(GRANT_PASSPHRASE, env.accountId);
    }
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the vault cannot sign: .* is locked/);
    expect((await auditOf(id)).map((entry) => entry.kind)).toEqual(['created']);
  }, 60_000);
});
