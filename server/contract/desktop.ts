import { Type, type Static } from 'typebox';

// The desktop app's own channel between the renderer (through the preload) and the main
// process: the shell's settings, the service's state, the keychain and the about box. The
// trading RPC itself does not pass here: it crosses a MessagePort with the frames of
// rpc-protocol.ts. The main process validates every message against these schemas.

/** The service host's state as the window shows it. */
export const ServiceState = Type.Union([
  Type.Object({ state: Type.Literal('starting') }),
  Type.Object({
    state: Type.Literal('running'),
    /** The scripts' HTTP API base URL, or null when the port is switched off. */
    apiUrl: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Object({
    state: Type.Literal('restarting'),
    /** The crash it restarts after, and the wait before the next start. */
    reason: Type.String(),
    inMs: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    state: Type.Literal('failed'),
    reason: Type.String(),
    /** The log file to read (Help > Open logs folder). */
    logFile: Type.String(),
  }),
  /**
   * Another service holds the data dir (e.g. `npm run serve`): the window is the terminal of that
   * service, over its RPC socket, until it exits and the host starts its own.
   */
  Type.Object({
    state: Type.Literal('attached'),
    pid: Type.Integer(),
    apiUrl: Type.String(),
  }),
  Type.Object({ state: Type.Literal('stopped') }),
]);
export type ServiceState = Static<typeof ServiceState>;

/** The shell's settings, kept in the app's settings file; the service restarts to apply them. */
export const DesktopSettings = Type.Object({
  /** The scripts' local HTTP API on 127.0.0.1; off: no port at all. */
  httpEnabled: Type.Boolean(),
  httpPort: Type.Integer({ minimum: 1024, maximum: 65535 }),
  /** Keep vault passphrases encrypted with the OS keychain (Electron safeStorage). */
  rememberPassphrases: Type.Boolean(),
});
export type DesktopSettings = Static<typeof DesktopSettings>;

export const defaultDesktopSettings = (): DesktopSettings => ({
  httpEnabled: true,
  httpPort: 8437,
  rememberPassphrases: false,
});

/** A vault account id (a UUID), as vault.* methods name accounts. */
const AccountId = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
});

export const RememberPassphraseInput = Type.Object({
  accountId: AccountId,
  passphrase: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type RememberPassphraseInput = Static<typeof RememberPassphraseInput>;

export const AccountInput = Type.Object({ accountId: AccountId });
export type AccountInput = Static<typeof AccountInput>;

/** What the keychain can do here: safeStorage may be missing (no keyring on Linux). */
export const KeychainStatus = Type.Object({
  available: Type.Boolean(),
  /** Why passphrases cannot be remembered here (no keychain, no Linux keyring); null if they can. */
  problem: Type.Union([Type.String(), Type.Null()]),
  /** Account ids with a remembered passphrase. */
  remembered: Type.Array(Type.String()),
});
export type KeychainStatus = Static<typeof KeychainStatus>;

export const UnlockResult = Type.Union([
  Type.Object({ ok: Type.Literal(true) }),
  Type.Object({ ok: Type.Literal(false), message: Type.String() }),
]);
export type UnlockResult = Static<typeof UnlockResult>;

export const OpenExternalInput = Type.Object({ url: Type.String({ maxLength: 2048 }) });

export const AppInfo = Type.Object({
  name: Type.String(),
  version: Type.String(),
  electron: Type.String(),
  chrome: Type.String(),
  node: Type.String(),
  platform: Type.String(),
  logFolder: Type.String(),
  dataFolder: Type.String(),
});
export type AppInfo = Static<typeof AppInfo>;

/**
 * The invoke channels (renderer → main, answered), with each one's input schema. The preload
 * exposes one named function per channel, nothing else.
 */
export const desktopInvokes = {
  'settings:get': Type.Object({}),
  'settings:set': DesktopSettings,
  'keychain:status': Type.Object({}),
  'keychain:remember': RememberPassphraseInput,
  'keychain:forget': AccountInput,
  'keychain:unlock': AccountInput,
  'shell:open-external': OpenExternalInput,
  'app:info': Type.Object({}),
  'service:state': Type.Object({}),
} as const;
export type DesktopInvoke = keyof typeof desktopInvokes;

/** What the application menu asks of the terminal (main → renderer). */
export type MenuCommand = 'palette' | 'settings' | 'help' | 'accounts' | 'search';
export const MENU_COMMAND_CHANNEL = 'menu:command';

/** One-way messages renderer → main: ask for a MessagePort to the service. */
export const RPC_CONNECT_CHANNEL = 'rpc:connect';
/** main → renderer: the port (transferred), and every change of the service's state. */
export const RPC_PORT_CHANNEL = 'rpc:port';
export const SERVICE_STATE_CHANNEL = 'service:state-changed';
/** The preload hands the port to the page with window.postMessage and this marker. */
export const RPC_PORT_MESSAGE = 'marketdesk:rpc-port';

/** The functions the preload exposes to the renderer as `window.marketdesk`. */
export interface DesktopApi {
  /** The data of the window message that carries a port (RPC_PORT_MESSAGE). */
  readonly portMessage: string;
  /** Asks for a MessagePort to the service; it arrives as a window message (`portMessage`). */
  connect(): void;
  serviceState(): Promise<ServiceState>;
  onServiceState(listener: (state: ServiceState) => void): () => void;
  getSettings(): Promise<DesktopSettings>;
  /** Saves the settings; a change of the HTTP port restarts the service. */
  setSettings(settings: DesktopSettings): Promise<DesktopSettings>;
  keychainStatus(): Promise<KeychainStatus>;
  rememberPassphrase(input: RememberPassphraseInput): Promise<KeychainStatus>;
  forgetPassphrase(input: AccountInput): Promise<KeychainStatus>;
  /** Unlocks the account with its remembered passphrase; the passphrase stays in the app. */
  unlockWithKeychain(input: AccountInput): Promise<UnlockResult>;
  /** Opens an https link of the allow-list in the system browser. */
  openExternal(url: string): Promise<boolean>;
  appInfo(): Promise<AppInfo>;
  /** The application menu's commands that the terminal carries out. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
}
