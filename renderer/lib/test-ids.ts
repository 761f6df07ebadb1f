/**
 * The `data-testid` of every element the end-to-end journey and the UI bench drive. One list,
 * imported by the components and by test/e2e, so a renamed id fails the typecheck, not a run.
 */
export const testIds = {
  statusBar: 'status-bar',
  connection: 'connection-status',
  latency: 'service-latency',
  currentAccount: 'current-account',

  marketSearch: 'market-search',
  marketList: 'market-list',
  /** Each row also carries `data-market-id` (catalog id) and `data-condition-id`. */
  marketRow: 'market-row',
  tagChip: 'tag-chip',
  marketSort: 'market-sort',
  statusFilter: 'market-status-filter',

  marketPage: 'market-page',
  marketTitle: 'market-title',
  priceChart: 'price-chart',
  chartLegend: 'chart-legend',
  marketKind: 'market-kind',
  watchInput: 'watch-input',
  watchPortfolio: 'watch-portfolio',
  stopWatching: 'stop-watching',
  watchButton: 'watch-button',
  chartRange: 'chart-range',
  ladder: 'ladder',
  /** Ladder rows carry `data-side` ("bid" | "ask") and `data-price`. */
  ladderRow: 'ladder-row',
  recentTrades: 'recent-trades',
  marketDetails: 'market-details',
  eventFacts: 'event-facts',
  eventPage: 'event-page',

  ticket: 'ticket',
  ticketBuy: 'ticket-buy',
  ticketSell: 'ticket-sell',
  /** Followed by the outcome index: `ticket-outcome-0`. */
  ticketOutcome: 'ticket-outcome',
  ticketType: 'ticket-type',
  ticketPrice: 'ticket-price',
  ticketSize: 'ticket-size',
  ticketPreview: 'ticket-preview',
  ticketError: 'ticket-error',
  ticketSubmit: 'ticket-submit',
  toast: 'toast',

  portfolio: 'portfolio',
  balance: 'balance',
  faucetButton: 'faucet-button',
  /** Followed by the tab: `portfolio-tab-positions`, -orders, -trades, -activity, -closed. */
  portfolioTab: 'portfolio-tab',
  positionRow: 'position-row',
  positionPnl: 'position-pnl',
  openOrderRow: 'open-order-row',
  cancelOrder: 'cancel-order',
  cancelAll: 'cancel-all',
  tradeRow: 'trade-row',
  exportCsv: 'export-csv',

  accountsDialog: 'accounts-dialog',
  vaultCreateName: 'vault-create-name',
  vaultCreatePassphrase: 'vault-create-passphrase',
  vaultCreateSubmit: 'vault-create-submit',
  vaultMnemonic: 'vault-mnemonic',
  vaultLock: 'vault-lock',
  vaultUnlockPassphrase: 'vault-unlock-passphrase',
  vaultUnlockSubmit: 'vault-unlock-submit',
  vaultLocked: 'vault-locked',
  /** The "I have written it down" button under the new wallet's mnemonic. */
  vaultMnemonicConfirm: 'vault-mnemonic-confirm',
  /** Theme choice in settings: a <select> (values dark, light) or buttons labelled Dark, Light. */
  settingsTheme: 'settings-theme',

  settingsDialog: 'settings-dialog',
  /** Desktop app only: the service restarting or given up, and the shell's own settings. */
  serviceBanner: 'service-banner',
  desktopSettings: 'desktop-settings',
  keychainUnlock: 'keychain-unlock',
  /** Settings' Venue section: mode, upstream URLs, validate/apply, sync now. */
  venueSettings: 'venue-settings',
  venueMode: 'venue-mode',
  venuePerSurface: 'venue-per-surface',
  /** The one URL for all surfaces: `venue-url`; per surface: `venue-url-catalog`, -data, -clob. */
  venueUrl: 'venue-url',
  venueValidate: 'venue-validate',
  venueApply: 'venue-apply',
  venueResult: 'venue-result',
  syncNow: 'sync-now',
  lastSync: 'last-sync',
  /** Status bar: the mode, the upstream's online/offline (mirror), the sync's progress. */
  serviceMode: 'service-mode',
  upstreamState: 'upstream-state',
  syncProgress: 'sync-progress',
  /** Settings' tabs (`settings-tab-general`, `settings-tab-scripts`) and Settings › Scripts. */
  settingsTab: 'settings-tab',
  scriptsPane: 'scripts-pane',
  grantNew: 'grant-new',
  grantForm: 'grant-form',
  /** The form's fields: `grant-field-name`, -accountId, -expiry, -scope, -maxOpenNotional… */
  grantField: 'grant-field',
  grantSubmit: 'grant-submit',
  grantFormError: 'grant-form-error',
  grantToken: 'grant-token',
  grantTokenCopy: 'grant-token-copy',
  grantCurl: 'grant-curl',
  grantTokenDone: 'grant-token-done',
  /** Each grant carries `data-grant-id`, `data-grant-name` and `data-status`. */
  grantRow: 'grant-row',
  /** A limit's use: `data-limit` ("openNotional", "dailyNotional", "ordersLastMinute", …). */
  grantUsage: 'grant-usage',
  grantRevoke: 'grant-revoke',
  grantRevokeConfirm: 'grant-revoke-confirm',
  grantRevokeAll: 'grant-revoke-all',
  grantRevokeAllConfirm: 'grant-revoke-all-confirm',
  grantRevokeResult: 'grant-revoke-result',
  grantAudit: 'grant-audit',
  grantAuditRow: 'grant-audit-row',
  grantAuditFilter: 'grant-audit-filter',
  /** The name of the grant that placed an order or fill, in the portfolio's tables. */
  grantTag: 'grant-tag',
  commandPalette: 'command-palette',
  helpOverlay: 'help-overlay',
  /** Ladder trading: the arm switch (`data-armed`), the size presets (`ladder-preset-1`…). */
  ladderArm: 'ladder-arm',
  ladderPreset: 'ladder-preset',
  ladderGuardsToggle: 'ladder-guards-toggle',
  ladderGuardsForm: 'ladder-guards-form',
  /** The form's fields: `ladder-guard-maxSize`, -maxNotional, -band, -preset1…5. */
  ladderGuard: 'ladder-guard',
  ladderGuardsSave: 'ladder-guards-save',
  /** What a click on the hovered level sends (`data-tone`: buy, sell, refused, ticket). */
  ladderHint: 'ladder-hint',
  /** The account's orders at a level (`data-count`, `data-size`): click cancels, drag moves. */
  ownOrders: 'own-orders',
  /** A row of the help overlay (`data-shortcut`), its key change button and the reset. */
  shortcutRow: 'shortcut-row',
  shortcutChange: 'shortcut-change',
  shortcutReset: 'shortcut-reset',
  shortcutError: 'shortcut-error',
} as const;

/**
 * Performance marks and measures (User Timing) the UI bench reads:
 * - mark `md:list-interactive` once the market list shows its first rows and takes input;
 * - measure `md:ladder-paint` per batch of book updates, from its arrival on the transport to
 *   the frame that painted it;
 * - measure `md:order-ack` per ladder click or trading key, from the input event to the frame
 *   that painted the answer's notice.
 */
export const perfMarks = {
  listInteractive: 'md:list-interactive',
  ladderPaint: 'md:ladder-paint',
  orderAck: 'md:order-ack',
} as const;
