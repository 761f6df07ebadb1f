import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { desktopInvokes, type DesktopInvoke } from '../../server/contract/index.js';
import { isAppUrl } from './app-origin.js';

/** What Electron tells a handler about who sent a message. */
export interface IpcSenderEvent {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSenderEvent, input: unknown) => unknown): void;
  on(channel: string, listener: (event: IpcSenderEvent) => void): unknown;
}

/**
 * A message counts only from the app's window, from its top frame, showing the app's own
 * page: not from another window, an iframe, or a page the window was navigated to.
 */
export function trustedSender(event: IpcSenderEvent, windowContentsId: number | null): boolean {
  const frame = event.senderFrame;
  return (
    windowContentsId !== null &&
    event.sender.id === windowContentsId &&
    frame !== null &&
    frame.parent === null &&
    isAppUrl(frame.url)
  );
}

export type InvokeHandlers = {
  [C in DesktopInvoke]: (input: Static<(typeof desktopInvokes)[C]>) => unknown;
};

/** The first problem of a value against its schema, naming the field. */
function problem(channel: string, schema: (typeof desktopInvokes)[DesktopInvoke], input: unknown) {
  const [first] = Value.Errors(schema, input);
  const path = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'input';
  return `${channel}: ${path} ${first?.message ?? 'is invalid'}`;
}

/**
 * Registers a handler per invoke channel of the contract: the sender is checked, then the
 * input against the channel's schema; a refused message never reaches the handler.
 */
export function handleInvokes(
  ipc: IpcMainLike,
  handlers: InvokeHandlers,
  windowContentsId: () => number | null,
): void {
  for (const channel of Object.keys(desktopInvokes) as DesktopInvoke[]) {
    const schema = desktopInvokes[channel];
    const handler = handlers[channel] as (input: unknown) => unknown;
    ipc.handle(channel, (event, input = {}) => {
      if (!trustedSender(event, windowContentsId())) {
        throw new Error(`${channel}: refused a message from outside the app's window`);
      }
      if (!Value.Check(schema, input)) throw new Error(problem(channel, schema, input));
      return handler(input);
    });
  }
}

/** A one-way message without input (the port request), from the app's window only. */
export function onTrusted(
  ipc: IpcMainLike,
  channel: string,
  windowContentsId: () => number | null,
  listener: () => void,
): void {
  ipc.on(channel, (event) => {
    if (trustedSender(event, windowContentsId())) listener();
  });
}
