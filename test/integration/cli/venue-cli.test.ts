import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminToken } from '../../../server/config/admin-token.js';
import { lockDataDir, type DataDirLock } from '../../../server/config/service-lock.js';
import { runVenueCommand, venueUsage } from '../../../server/cli/venue-cli.js';
import { conditionIdOf } from '../../support/catalog-fixture.js';
import { startVenue, type Venue } from '../../support/venue.js';

let venue: Venue;
let url: string;
let lock: DataDirLock;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'marketdesk-venue-cli-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  venue = await startVenue();
  url = await venue.app.listen({ host: '127.0.0.1', port: 0 });
  lock = lockDataDir(venue.dir);
  lock.announce(url);
});
afterAll(async () => {
  lock.release();
  await venue.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runVenueCommand(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

const WALLET = '0x' + '3f'.repeat(20);

describe('npm run venue', () => {
  it('credits a wallet through the URL of the service running on the data dir', async () => {
    const first = await run(
      'faucet',
      '--address',
      WALLET,
      '--amount',
      '100',
      '--data-dir',
      venue.dir,
    );
    expect(first).toEqual({
      code: 0,
      out: `${JSON.stringify({ address: WALLET, balance: '100' })}\n`,
      err: '',
    });
    const second = await run(
      'faucet',
      '--address',
      WALLET,
      '--amount',
      '0.5',
      '--data-dir',
      venue.dir,
    );
    expect(JSON.parse(second.out)).toEqual({ address: WALLET, balance: '100.5' });
  });

  it('resolves a market with --url, and the market is closed', async () => {
    const result = await run(
      'resolve',
      '--condition-id',
      conditionIdOf(205),
      '--winner',
      '0',
      '--data-dir',
      venue.dir,
      '--url',
      url,
    );
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({
      condition_id: conditionIdOf(205),
      winning_outcome_index: 0,
    });
    const market = (await (await fetch(`${url}/markets/205`)).json()) as { closed: boolean };
    expect(market.closed).toBe(true);
  });

  it("changes a market's tick size", async () => {
    const result = await run(
      'tick-size',
      '--condition-id',
      conditionIdOf(207),
      '--tick-size',
      '0.001',
      '--data-dir',
      venue.dir,
    );
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toEqual({
      condition_id: conditionIdOf(207),
      old_tick_size: '0.01',
      new_tick_size: '0.001',
    });
    expect(venue.catalog.tradingMarket(conditionIdOf(207))?.tickTicks).toBe(10);
  });

  it('registers a funder wallet', async () => {
    const signer = '0x' + '41'.repeat(20);
    const funder = '0x' + '42'.repeat(20);
    const result = await run(
      'funder',
      '--signer',
      signer,
      '--funder',
      funder,
      '--signature-type',
      '1',
      '--data-dir',
      venue.dir,
    );
    expect(result.code, result.err).toBe(0);
    expect(JSON.parse(result.out)).toEqual({ signer, funder, signature_type: 1 });
    expect(venue.auth.funders.controls(signer, funder, 1)).toBe(true);
  });

  it("exits 1 with the service's error message when refused", async () => {
    const zero = await run('faucet', '--address', WALLET, '--amount', '0', '--data-dir', venue.dir);
    expect(zero.code).toBe(1);
    expect(zero.out).toBe('');
    expect(zero.err).toMatch(/^venue: amount must be .* \(HTTP 400\)\n$/);

    const unknown = await run(
      'resolve',
      ...['--condition-id', '0x' + 'ab'.repeat(32), '--winner', '1', '--data-dir', venue.dir],
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/not found \(HTTP 404\)/);
  });

  it('exits 1 on a wrong token: another data dir pointed at this service', async () => {
    const other = tempDir();
    ensureAdminToken(other);
    const result = await run(
      ...['faucet', '--address', WALLET, '--amount', '1', '--data-dir', other, '--url', url],
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/wrong admin token \(HTTP 401\)/);
  });

  it('exits 1 when the data dir has no running service or no token', async () => {
    const withToken = tempDir();
    ensureAdminToken(withToken);
    const noService = await run(
      'faucet',
      '--address',
      WALLET,
      '--amount',
      '1',
      '--data-dir',
      withToken,
    );
    expect(noService.code).toBe(1);
    expect(noService.err).toMatch(/no running service with an HTTP port found for /);

    // What a service killed outright leaves behind: its service.json, but no lock held.
    lockDataDir(withToken).release();
    const stale = { pid: 1, url, startedAt: new Date().toISOString() };
    writeFileSync(join(withToken, 'service.json'), JSON.stringify(stale));
    const staleService = await run(
      ...['faucet', '--address', WALLET, '--amount', '1', '--data-dir', withToken],
    );
    expect(staleService.code).toBe(1);
    expect(staleService.err).toMatch(/no running service with an HTTP port found for /);

    const empty = tempDir();
    const noToken = await run(
      ...['faucet', '--address', WALLET, '--amount', '1', '--data-dir', empty, '--url', url],
    );
    expect(noToken.code).toBe(1);
    expect(noToken.err).toMatch(/admin-token is missing/);
  });

  it('exits 1 when the service does not answer', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as { port: number };
    await new Promise((done) => closed.close(done));
    const result = await run(
      ...['faucet', '--address', WALLET, '--amount', '1', '--data-dir', venue.dir],
      ...['--url', `http://127.0.0.1:${port}`],
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^venue: cannot reach http:\/\/127\.0\.0\.1:\d+\/venue\/faucet/);
  });

  it.each([
    [[], /which command/],
    [['mint'], /unknown command "mint"/],
    [['faucet', '--address', WALLET], /faucet needs --amount/],
    [['faucet', '--address', WALLET, '--amount', '1', '--winner', '1'], /does not take --winner/],
    [['faucet', '--address', WALLET, '--amount', '1', '--bogus'], /bogus/],
    [['faucet', 'extra', '--address', WALLET, '--amount', '1'], /unexpected argument "extra"/],
    [['resolve', '--condition-id', '0x1', '--winner', '2'], /--winner must be 0 or 1/],
    [['funder', '--signer', WALLET, '--funder', WALLET, '--signature-type', '0'], /1, 2 or 3/],
  ])('exits 2 with the usage on %j', async (argv, message) => {
    const result = await run(...argv, '--data-dir', venue.dir);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toMatch(message);
    expect(result.err).toContain(venueUsage);
  });

  it('prints the usage on --help', async () => {
    expect(await run('--help')).toEqual({ code: 0, out: `${venueUsage}\n`, err: '' });
  });
});
