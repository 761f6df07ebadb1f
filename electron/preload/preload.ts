// The sandboxed preload: named functions only, typed from the shared contract; no raw
// ipcRenderer reaches the page. The RPC port goes to the page by window.postMessage (a port
// cannot cross the context bridge), to this window's own origin only.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  MENU_COMMAND_CHANNEL,
  RPC_CONNECT_CHANNEL,
  RPC_PORT_CHANNEL,
  RPC_PORT_MESSAGE,
  SERVICE_STATE_CHANNEL,
  type AppInfo,
  type DesktopApi,
  type DesktopInvoke,
  type DesktopSettings,
  type KeychainStatus,
  type MenuCommand,
  type ServiceState,
  type UnlockResult,
} from '../../server/contract/index.js';

const invoke = <T>(channel: DesktopInvoke, input: unknown = {}): Promise<T> =>
  ipcRenderer.invoke(channel, input) as Promise<T>;

/** Subscribes to one main → renderer channel; the listener sees the payload only. */
function listen<T>(channel: string, listener: (payload: T) => void): () => void {
  const handler = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, handler);
  return () => void ipcRenderer.removeListener(channel, handler);
}

ipcRenderer.on(RPC_PORT_CHANNEL, (event) => {
  const [port] = event.ports;
  if (port) window.postMessage(RPC_PORT_MESSAGE, window.location.origin, [port]);
});

const api: DesktopApi = {
  portMessage: RPC_PORT_MESSAGE,
  connect: () => ipcRenderer.send(RPC_CONNECT_CHANNEL),
  serviceState: () => invoke<ServiceState>('service:state'),
  onServiceState: (listener) => listen<ServiceState>(SERVICE_STATE_CHANNEL, listener),
  getSettings: () => invoke<DesktopSettings>('settings:get'),
  setSettings: (settings) => invoke<DesktopSettings>('settings:set', settings),
  keychainStatus: () => invoke<KeychainStatus>('keychain:status'),
  rememberPassphrase: (input) => invoke<KeychainStatus>('keychain:remember', input),
  forgetPassphrase: (input) => invoke<KeychainStatus>('keychain:forget', input),
  unlockWithKeychain: (input) => invoke<UnlockResult>('keychain:unlock', input),
  openExternal: (url) => invoke<boolean>('shell:open-external', { url }),
  appInfo: () => invoke<AppInfo>('app:info'),
  onMenuCommand: (listener) => listen<MenuCommand>(MENU_COMMAND_CHANNEL, listener),
};

contextBridge.exposeInMainWorld('marketdesk', api);
