// The terminal's handlers over a real venue (temp SQLite, trading service, HTTP app), for a
// vault account stood in for by a key the test knows: it signs with the service's own order
// hashing, as the vault does.
import { Wallet, id } from 'ethers';
import { createAccountViews } from '../../../server/trading/index.js';
import { createLedger } from '../../../server/ledger/index.js';
import { createMarketSearch } from '../../../server/catalog/index.js';
import {
  ServiceError,
  type InputOf,
  type MethodName,
  type Methods,
  type OutputOf,
  type CallContext,
} from '../../../server/contract/index.js';
import {
  createTerminalHandlers,
  type TerminalDeps,
  type TerminalSigner,
} from '../../../server/terminal/methods.js';
import { fastSign } from '../../support/fast-order-signer.js';
import { startVenue, type Venue } from '../../support/venue.js';

export const SESSION: CallContext = { client: 'renderer', caller: null, session: true };

export interface TerminalVenue {
  venue: Venue;
  signer: TerminalSigner;
  handlers: ReturnType<typeof createTerminalHandlers>;
  /** Locks the stand-in vault: every account method then throws `locked`. */
  lock(): void;
  close(): Promise<void>;
}

/** A signer for `seed`'s key; its API key is created in the venue's credential store. */
export function testSigner(venue: Venue, seed: string): TerminalSigner {
  const wallet = new Wallet(id(`marketdesk terminal test ${seed}`));
  let apiKey: string | undefined;
  return {
    address: wallet.address,
    funder: null,
    signatureType: 0,
    signOrder(fields, exchange) {
      const order = {
        ...fields,
        maker: wallet.address,
        signer: wallet.address,
        signatureType: 0,
        salt: Number(fields.salt),
        tokenId: String(fields.tokenId),
        makerAmount: String(fields.makerAmount),
        takerAmount: String(fields.takerAmount),
        timestamp: String(fields.timestamp),
      };
      return {
        ...order,
        signature: fastSign(venue.auth, wallet.privateKey, order, exchange === 'negRisk'),
      };
    },
    apiIdentity() {
      apiKey ??= venue.auth.credentials.create(wallet.address, '0').apiKey;
      return { address: wallet.address, apiKey };
    },
  };
}

/** The handlers' dependencies on `venue` for `signer`, which `isLocked` can take away. */
export function terminalDeps(
  venue: Venue,
  signer: TerminalSigner,
  isLocked: () => boolean = () => false,
): TerminalDeps {
  return {
    trading: venue.trading,
    venue: venue.trading.venue,
    accountViews: createAccountViews(venue.db, venue.auth.config.exchanges, venue.auth.funders),
    ledger: createLedger(venue.db),
    catalog: venue.catalog,
    searchMarkets: createMarketSearch(venue.db, venue.catalog).searchMarkets,
    signer: () => {
      if (isLocked()) throw new ServiceError('locked', 'the vault is locked');
      return signer;
    },
    account: () => {
      if (isLocked()) throw new ServiceError('locked', 'the vault is locked');
      return signer;
    },
    status: { version: '9.9.9', mode: 'local-venue', chainId: 137, apiUrl: () => null },
  };
}

export async function startTerminalVenue(
  overrides: Partial<TerminalDeps> = {},
): Promise<TerminalVenue> {
  const venue = await startVenue();
  const signer = testSigner(venue, 'carol');
  let locked = false;
  const handlers = createTerminalHandlers({
    ...terminalDeps(venue, signer, () => locked),
    ...overrides,
  });
  return {
    venue,
    signer,
    handlers,
    lock: () => void (locked = true),
    close: () => venue.close(),
  };
}

/** Calls a handler as the renderer's session would. */
export async function call<N extends keyof TerminalVenue['handlers'] & MethodName>(
  terminal: TerminalVenue,
  name: N,
  input: InputOf<Methods[N]>,
): Promise<OutputOf<Methods[N]>> {
  const handler = terminal.handlers[name] as (
    input: unknown,
    context: CallContext,
  ) => Promise<OutputOf<Methods[N]>>;
  return handler(input, SESSION);
}
