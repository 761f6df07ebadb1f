// The desktop app's main process: lifecycle only. The service runs in a utility process
// (electron/host), the terminal in a sandboxed window loaded from the app's own scheme; every
// Electron API used here is wired into the small modules next to this file.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  MessageChannelMain,
  net,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
  utilityProcess,
} from 'electron';
import {
  MENU_COMMAND_CHANNEL,
  RPC_CONNECT_CHANNEL,
  RPC_PORT_CHANNEL,
  SERVICE_STATE_CHANNEL,
  type AppInfo,
  type MenuCommand,
} from '../../server/contract/index.js';
import packageJson from '../../package.json' with { type: 'json' };
import { createRestartPolicy } from '../host/restart-policy.js';
import { createServiceHost } from '../host/service-host.js';
import { utilityLauncher } from '../host/utility-launcher.js';
import { aboutDetail } from './about.js';
import { APP_ID } from './app-identity.js';
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  CONTENT_SECURITY_POLICY,
  contentTypeOf,
  iconName,
  rendererFile,
} from './app-origin.js';
import { installCleanQuit } from './clean-quit.js';
import { CLOSE_QUESTION, guardUnload } from './close-guard.js';
import { createDesktopHandlers } from './desktop-handlers.js';
import { attachedOrigin, denyPermissions, guardNavigation } from './guards.js';
import { handleInvokes, onTrusted } from './ipc-guard.js';
import { menuTemplate } from './menu.js';
import { createPassphraseStore } from './passphrase-store.js';
import { createRotatingLog, logLine } from './rotating-log.js';
import { createSettingsStore } from './settings-store.js';
import { attachableService } from '../../server/host/index.js';
import { claimSingleInstance } from './single-instance.js';
import { readLaunchArgs } from './launch-args.js';
import { startSmokeTest, type SmokeTest } from './smoke-test.js';
import { windowIcon } from './window-icon.js';
import { createWindowStateStore, placeOnDisplays, trackWindowState } from './window-state.js';

const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, '..', 'renderer');

let mainWindow: BrowserWindow | null = null;
/** Chromium's net error for a navigation cancelled by another. */
const ERR_ABORTED = -3;
/** Set once the app is ready: a second launch with no window open opens one. */
let openMainWindow: (() => void) | null = null;
const launchArgs = readLaunchArgs(process.argv);
const smokeTestRun = launchArgs.smokeTest;

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/**
 * The renderer's files under the app's scheme, each answered with the page's CSP, and the
 * catalog's icons, which the service draws.
 */
function serveRenderer(icon: (name: string) => Promise<string | null>): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const name = iconName(request.url);
    if (name) {
      const svg = await icon(name);
      if (svg === null) return new Response('not found', { status: 404 });
      return new Response(svg, {
        headers: { 'content-type': 'image/svg+xml', 'x-content-type-options': 'nosniff' },
      });
    }
    const file = rendererFile(rendererDir, request.url);
    if (!file) return new Response('not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    if (!response.ok) return new Response('not found', { status: 404 });
    return new Response(response.body, {
      headers: {
        'content-type': contentTypeOf(file),
        'content-security-policy': CONTENT_SECURITY_POLICY,
        'x-content-type-options': 'nosniff',
      },
    });
  });
}

function start(): void {
  const userData = app.getPath('userData');
  const dataDir = join(userData, 'data');
  const logFolder = app.getPath('logs');
  const log = createRotatingLog({ file: join(logFolder, 'main.log') });
  const write = (line: string) => log.write(logLine(line));
  const smoke: SmokeTest | null = smokeTestRun
    ? startSmokeTest({
        quit: () => app.quit(),
        exit: (code) => app.exit(code),
        print: (line) => {
          process.stdout.write(`${line}\n`);
          write(line);
        },
      })
    : null;
  const settings = createSettingsStore(join(userData, 'settings.json'));
  const passphrases = createPassphraseStore(join(userData, 'passphrases.json'), safeStorage);
  const windowState = createWindowStateStore(join(userData, 'window-state.json'));

  const host = createServiceHost({
    launcher: utilityLauncher({
      fork: utilityProcess.fork,
      entry: join(here, 'service.js'),
      onOutput: (text) => log.write(text),
    }),
    createChannel: () => {
      const { port1, port2 } = new MessageChannelMain();
      return { service: port1, renderer: port2 };
    },
    startConfig: () => {
      const current = settings.read();
      return {
        dataDir,
        http: current.httpEnabled
          ? // A smoke test must not need the user's port to be free.
            { host: '127.0.0.1', port: smokeTestRun ? 0 : current.httpPort }
          : null,
        demo: true,
        logLevel: 'warn',
      };
    },
    policy: createRestartPolicy(),
    logFile: log.file,
    log: write,
    findRunning: () => attachableService(dataDir),
  });

  const appInfo = (): AppInfo => ({
    name: app.getName(),
    version: packageJson.version,
    electron: process.versions.electron ?? '',
    chrome: process.versions.chrome ?? '',
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    logFolder,
    dataFolder: dataDir,
  });
  const contentsId = () => mainWindow?.webContents.id ?? null;
  const sendCommand = (command: MenuCommand) =>
    mainWindow?.webContents.send(MENU_COMMAND_CHANNEL, command);

  host.onState((state) => {
    write(`service: ${JSON.stringify(state)}`);
    smoke?.serviceState(state);
    mainWindow?.webContents.send(SERVICE_STATE_CHANNEL, state);
    if (mainWindow) showTerminal(mainWindow);
  });
  handleInvokes(
    ipcMain,
    createDesktopHandlers({
      settings,
      passphrases,
      host,
      openExternal: (url) => void shell.openExternal(url),
      appInfo,
    }),
    contentsId,
  );
  onTrusted(ipcMain, RPC_CONNECT_CHANNEL, contentsId, () => {
    host.connect().then(
      (port) => {
        if (!mainWindow) return port.close();
        mainWindow.webContents.postMessage(RPC_PORT_CHANNEL, null, [port]);
        smoke?.terminalConnected();
      },
      (error: unknown) => write(`no port for the renderer: ${String(error)}`),
    );
  });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(process.platform, app.getName(), {
        command: sendCommand,
        showAbout: () =>
          void dialog.showMessageBox({
            type: 'info',
            title: `About ${app.getName()}`,
            message: app.getName(),
            detail: aboutDetail(appInfo()),
          }),
        openLogsFolder: () => void shell.openPath(logFolder),
        revealDataFolder: () => shell.showItemInFolder(dataDir),
      }) as Electron.MenuItemConstructorOptions[],
    ),
  );

  /**
   * The app's own terminal, or, attached to another service on the data dir, that service's
   * web-mode terminal (its token in the fragment, which the page takes and drops from the URL).
   */
  const terminalUrl = (): string => {
    const other = host.attachment();
    if (!other || attachedOrigin(other.url) === null) return APP_ENTRY_URL;
    return `${other.url}/app/#token=${encodeURIComponent(other.rendererToken)}`;
  };
  let shownUrl: string | null = null;
  const showTerminal = (window: BrowserWindow) => {
    const url = terminalUrl();
    const other = host.attachment();
    window.setTitle(
      other
        ? `${app.getName()}: attached to the service of pid ${other.pid} (${other.url})`
        : app.getName(),
    );
    if (url === shownUrl) return;
    shownUrl = url;
    void window.loadURL(url);
  };
  const allowedOrigin = () => {
    const other = host.attachment();
    return other ? attachedOrigin(other.url) : null;
  };

  const openWindow = () => {
    const placed = placeOnDisplays(
      windowState.read(),
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const window = new BrowserWindow({
      x: placed.x,
      y: placed.y,
      width: placed.width,
      height: placed.height,
      minWidth: 900,
      minHeight: 600,
      show: false,
      backgroundColor: '#0d1117',
      title: app.getName(),
      icon: windowIcon({
        platform: process.platform,
        packaged: app.isPackaged,
        resourcesPath: process.resourcesPath,
        mainDir: here,
      }),
      webPreferences: {
        preload: join(here, 'preload.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        webSecurity: true,
        webviewTag: false,
        spellcheck: false,
      },
    });
    if (placed.maximized) window.maximize();
    trackWindowState(window, windowState);
    window.once('ready-to-show', () => window.show());
    guardUnload(
      window.webContents,
      () =>
        dialog.showMessageBoxSync(window, {
          type: 'warning',
          message: CLOSE_QUESTION.message,
          detail: CLOSE_QUESTION.detail,
          buttons: [...CLOSE_QUESTION.buttons],
          defaultId: 1,
          cancelId: 1,
        }) === 0,
    );
    window.webContents.on('render-process-gone', (_event, details) => {
      write(`renderer gone: ${details.reason}`);
      smoke?.windowLoadFailed(`the page's process is gone: ${details.reason}`);
    });
    window.webContents.on('did-fail-load', (_event, code, description, url, mainFrame) => {
      write(`page failed to load: ${url}: ${description} (${code})`);
      // ERR_ABORTED: a navigation replaced by another (the attach path), not a failure.
      if (mainFrame && code !== ERR_ABORTED) {
        smoke?.windowLoadFailed(`${url}: ${description} (${code})`);
      }
    });
    // The window's title says whether it is attached to another service, whatever the page says.
    window.on('page-title-updated', (event) => event.preventDefault());
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null;
    });
    mainWindow = window;
    shownUrl = null;
    showTerminal(window);
  };

  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, (url) => void shell.openExternal(url), allowedOrigin),
  );
  denyPermissions(session.defaultSession);
  serveRenderer((name) => host.icon(name));
  installCleanQuit(app, () => host.stop(), write);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow) openWindow();
  });
  openMainWindow = openWindow;
  write(`${app.getName()} ${packageJson.version} starting`);
  host.start();
  openWindow();
}

/** A failure before the window exists: said on stderr and in a dialog, never silently. */
function failToStart(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`Marketdesk failed to start: ${message}`);
  if (!smokeTestRun) dialog.showErrorBox('Marketdesk could not start', message);
  app.exit(1);
}

/**
 * The app's own folder when the command line names one, or a throw-away one for a smoke test
 * (which leaves the user's data, settings and running app alone, and is removed on quit).
 * Before the single-instance lock, which is kept in that folder: another folder, another
 * instance.
 */
function useOwnFolder(): boolean {
  try {
    const dir = smokeTestRun
      ? mkdtempSync(join(app.getPath('temp'), 'marketdesk-smoke-'))
      : launchArgs.userData && resolve(launchArgs.userData);
    if (!dir) return true;
    mkdirSync(dir, { recursive: true });
    app.setPath('userData', dir);
    app.setAppLogsPath(join(dir, 'logs'));
    if (smokeTestRun) app.on('quit', () => rmSync(dir, { recursive: true, force: true }));
    return true;
  } catch (error) {
    failToStart(error);
    return false;
  }
}

if (process.platform === 'win32') app.setAppUserModelId(APP_ID);
if (
  useOwnFolder() &&
  claimSingleInstance(
    app,
    () => mainWindow,
    () => openMainWindow?.(),
  )
) {
  app.whenReady().then(start).catch(failToStart);
}
