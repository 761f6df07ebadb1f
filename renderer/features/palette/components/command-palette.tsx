import { keepPreviousData } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { Market } from '../../../../server/contract/index.js';
import { selectMarket } from '../../../stores/selection-store.js';
import {
  closeDialog,
  focusMarketSearch,
  openDialog,
  openSettings,
} from '../../../stores/ui-store.js';
import { setTheme, useTheme } from '../../../stores/theme.js';
import { Dialog } from '../../../components/dialog.js';
import { Input } from '../../../components/input.js';
import { Kbd } from '../../../components/kbd.js';
import { formatUsd } from '../../../lib/format.js';
import { useRpcQuery } from '../../../lib/queries.js';
import { testIds } from '../../../lib/test-ids.js';
import { useVaultMutation } from '../../accounts/index.js';
import { alertCommand } from '../../alerts/index.js';
import {
  useFaucet,
  FAUCET_AMOUNT,
  requestCancelAll,
  requestWatchForm,
} from '../../portfolio/index.js';
import { useServiceStatus } from '../../settings/index.js';
import { requestTicketSide } from '../../ticket/index.js';
import {
  displayPrice,
  formatMarketPrice,
  useDebouncedValue,
  useWatchlistCommands,
} from '../../markets/index.js';
import { useBoardCommands } from '../../market/index.js';
import { useLadderTradingState, useTradingKeys } from '../../ladder-trading/index.js';
import { fuzzyFilter } from '../fuzzy.js';
import {
  MIN_SEARCH_LENGTH,
  PALETTE_SEARCH_DEBOUNCE_MS,
  resultsAreCurrent,
} from '../market-results.js';
import { useBindings } from '../key-bindings.js';
import { bindingKeys, type Bindings, type ShortcutId } from '../shortcuts.js';
import './palette.css';

interface PaletteItem {
  key: string;
  label: string;
  group: 'Commands' | 'Markets';
  shortcut?: ShortcutId;
  detail?: string;
  run: () => void;
  /** A market row of an older query: Enter does not open it. */
  stale?: boolean;
}

const keysOf = (bindings: Bindings, id: ShortcutId | undefined) => {
  const binding = id === undefined ? undefined : bindings.get(id);
  return binding ? bindingKeys(binding) : [];
};

/** The trading keys that act on the focused ladder's market, as commands. */
const tradingCommands = (armed: boolean) =>
  [
    { label: armed ? 'Disarm one-click trading' : 'Arm one-click trading', key: 'arm' },
    { label: 'Cancel all orders in this market', key: 'cancelMarket' },
    { label: 'Flatten this market (cancel, then sell all)', key: 'flatten' },
    { label: 'Switch outcome', key: 'switchOutcome' },
  ] as const;

function useCommands(): PaletteItem[] {
  const { theme } = useTheme();
  const lock = useVaultMutation('vault.lock');
  const faucet = useFaucet();
  // The paper faucet exists in the local venue only: a mirror trades the upstream's funds.
  const localVenue = useServiceStatus().data?.mode === 'local-venue';
  const watchlists = useWatchlistCommands();
  const board = useBoardCommands();
  const { armed } = useLadderTradingState();
  const tradingKey = useTradingKeys();
  const command = (label: string, run: () => void, shortcut?: ShortcutId): PaletteItem => ({
    key: `command:${label}`,
    label,
    group: 'Commands',
    shortcut,
    run,
  });
  // Each command closes the palette first, so what it opens is not closed with it.
  return [
    command('Go to market search', focusMarketSearch, 'search'),
    command('Buy', () => (closeDialog(), requestTicketSide('BUY')), 'buy'),
    command('Sell', () => (closeDialog(), requestTicketSide('SELL')), 'sell'),
    command('Cancel all open orders', () => (closeDialog(), requestCancelAll()), 'cancelAll'),
    ...tradingCommands(armed).map(({ label, key }) =>
      command(label, () => (closeDialog(), tradingKey(key, performance.now())), key),
    ),
    command('Watch a wallet (read-only)', () => (closeDialog(), requestWatchForm())),
    command('Open accounts', () => openDialog('accounts')),
    command('Lock vault', () => (closeDialog(), lock.mutate({})), 'lock'),
    command(alertCommand.label, () => (closeDialog(), alertCommand.run())),
    ...watchlists.map((item) =>
      command(item.label, () => (closeDialog(), item.run()), item.shortcut),
    ),
    ...board.map((item) => command(item.label, () => (closeDialog(), item.run()), item.shortcut)),
    ...(localVenue
      ? [
          command(`Add ${formatUsd(FAUCET_AMOUNT)} paper funds (faucet)`, () => {
            closeDialog();
            faucet.mutate({ amount: FAUCET_AMOUNT });
          }),
        ]
      : []),
    command('Settings', () => openSettings()),
    command('Script grants (Settings › Scripts)', () => openSettings('scripts')),
    command(
      `Toggle theme (now ${theme})`,
      () => (closeDialog(), setTheme(theme === 'dark' ? 'light' : 'dark')),
    ),
    command('Keyboard shortcuts', () => openDialog('help'), 'help'),
  ];
}

/** A found market's price: the one the market list shows for it. */
function paletteDetail(market: Market): string | undefined {
  const price = displayPrice(market);
  return price === null ? undefined : formatMarketPrice(price, market.orderPriceMinTickSize);
}

/** Ctrl/Cmd+K: fuzzy commands, and "open market" for what the catalog search finds. */
export function CommandPalette() {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const bindings = useBindings();
  const search = useDebouncedValue(query.trim(), PALETTE_SEARCH_DEBOUNCE_MS);
  const markets = useRpcQuery(
    'catalog.searchMarkets',
    { q: search, limit: 8, active: true, closed: false },
    {
      enabled: search.length >= MIN_SEARCH_LENGTH,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
  );
  const stale = !resultsAreCurrent(query, search, markets.isPlaceholderData);
  const commands = fuzzyFilter(query, useCommands(), (item) => item.label);
  const found: PaletteItem[] =
    search.length >= MIN_SEARCH_LENGTH
      ? (markets.data ?? []).map((market: Market) => ({
          key: `market:${market.id}`,
          label: `Open market: ${market.question}`,
          group: 'Markets',
          detail: paletteDetail(market),
          run: () => (selectMarket(market), closeDialog()),
          stale,
        }))
      : [];
  const items = [...commands, ...found];
  const current = Math.min(active, Math.max(0, items.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % Math.max(1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[current];
      if (item && !item.stale) item.run();
    }
  };

  return (
    <Dialog title="Commands" onClose={closeDialog} testId={testIds.commandPalette} width={560}>
      <Input
        className="palette-input"
        autoFocus
        placeholder="Type a command or a market…"
        aria-label="Command or market"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul className="palette-list" role="listbox" aria-label="Results">
        {items.map((item, index) => (
          <li key={item.key}>
            {(index === 0 || items[index - 1]?.group !== item.group) && (
              <div className="palette-group">{item.group}</div>
            )}
            <div
              role="option"
              aria-selected={index === current}
              className={`palette-item ${index === current ? 'is-active' : ''}`}
              onMouseMove={() => setActive(index)}
              onClick={item.run}
            >
              <span className="palette-item-label truncate">{item.label}</span>
              {item.detail && <span className="num dim">{item.detail}</span>}
              {keysOf(bindings, item.shortcut).map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </div>
          </li>
        ))}
        {items.length === 0 && (
          <li className="palette-group">{markets.isFetching ? 'Searching…' : 'Nothing matches'}</li>
        )}
        {markets.isError && (
          <li className="palette-group">Market search failed: {markets.error.message}</li>
        )}
      </ul>
    </Dialog>
  );
}
