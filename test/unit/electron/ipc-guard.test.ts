import { describe, expect, it, vi } from 'vitest';
import { defaultDesktopSettings } from '../../../server/contract/index.js';
import {
  handleInvokes,
  onTrusted,
  trustedSender,
  type InvokeHandlers,
  type IpcMainLike,
  type IpcSenderEvent,
} from '../../../electron/main/ipc-guard.js';

const WINDOW = 7;
const fromApp = (overrides: Partial<IpcSenderEvent> = {}): IpcSenderEvent => ({
  sender: { id: WINDOW },
  senderFrame: { url: 'marketdesk://app/app/index.html', parent: null },
  ...overrides,
});

describe('trustedSender', () => {
  it("accepts the app window's top frame on the app's page only", () => {
    expect(trustedSender(fromApp(), WINDOW)).toBe(true);
    expect(trustedSender(fromApp(), null)).toBe(false);
    expect(trustedSender(fromApp({ sender: { id: 8 } }), WINDOW)).toBe(false);
    expect(trustedSender(fromApp({ senderFrame: null }), WINDOW)).toBe(false);
    const iframe = { url: 'marketdesk://app/app/index.html', parent: {} };
    expect(trustedSender(fromApp({ senderFrame: iframe }), WINDOW)).toBe(false);
    const elsewhere = { url: 'https://evil.example/', parent: null };
    expect(trustedSender(fromApp({ senderFrame: elsewhere }), WINDOW)).toBe(false);
  });
});

function fakeIpc() {
  const handlers = new Map<string, (event: IpcSenderEvent, input: unknown) => unknown>();
  const listeners = new Map<string, (event: IpcSenderEvent) => void>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    on: (channel, listener) => listeners.set(channel, listener),
  };
  return { ipc, handlers, listeners };
}

function allHandlers(): InvokeHandlers {
  return {
    'settings:get': vi.fn(() => defaultDesktopSettings()),
    'settings:set': vi.fn((settings) => settings),
    'keychain:status': vi.fn(),
    'keychain:remember': vi.fn(),
    'keychain:forget': vi.fn(),
    'keychain:unlock': vi.fn(),
    'shell:open-external': vi.fn(),
    'app:info': vi.fn(),
    'service:state': vi.fn(),
  };
}

describe('handleInvokes', () => {
  it('registers every channel of the contract', () => {
    const { ipc, handlers } = fakeIpc();
    handleInvokes(ipc, allHandlers(), () => WINDOW);
    expect([...handlers.keys()].sort()).toEqual(Object.keys(allHandlers()).sort());
  });

  it('passes a valid message from the app window to its handler', () => {
    const { ipc, handlers } = fakeIpc();
    const table = allHandlers();
    handleInvokes(ipc, table, () => WINDOW);
    const settings = { httpEnabled: false, httpPort: 9000, rememberPassphrases: true };
    expect(handlers.get('settings:set')!(fromApp(), settings)).toEqual(settings);
    expect(table['settings:set']).toHaveBeenCalledWith(settings);
  });

  it('refuses a message from another sender before its handler', () => {
    const { ipc, handlers } = fakeIpc();
    const table = allHandlers();
    handleInvokes(ipc, table, () => WINDOW);
    const stranger = fromApp({ sender: { id: 99 } });
    expect(() => handlers.get('settings:get')!(stranger, {})).toThrow(/outside the app's window/);
    expect(table['settings:get']).not.toHaveBeenCalled();
  });

  it('refuses input that does not match the schema, naming the field', () => {
    const { ipc, handlers } = fakeIpc();
    const table = allHandlers();
    handleInvokes(ipc, table, () => WINDOW);
    const set = handlers.get('settings:set')!;
    expect(() =>
      set(fromApp(), { httpEnabled: true, httpPort: 80, rememberPassphrases: false }),
    ).toThrow(/settings:set: httpPort/);
    expect(() =>
      set(fromApp(), { httpEnabled: 'yes', httpPort: 8437, rememberPassphrases: false }),
    ).toThrow(/httpEnabled/);
    const unlock = handlers.get('keychain:unlock')!;
    expect(() => unlock(fromApp(), { accountId: '../../etc' })).toThrow(/accountId/);
    expect(table['settings:set']).not.toHaveBeenCalled();
    expect(table['keychain:unlock']).not.toHaveBeenCalled();
  });
});

describe('onTrusted', () => {
  it('hears one-way messages from the app window only', () => {
    const { ipc, listeners } = fakeIpc();
    const listener = vi.fn();
    onTrusted(ipc, 'rpc:connect', () => WINDOW, listener);
    listeners.get('rpc:connect')!(fromApp({ sender: { id: 3 } }));
    expect(listener).not.toHaveBeenCalled();
    listeners.get('rpc:connect')!(fromApp());
    expect(listener).toHaveBeenCalledOnce();
  });
});
