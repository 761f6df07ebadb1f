import type { RpcChannel } from '../../contract/index.js';

/** A client frame, checked; `bad` carries the problem and the frame's id (0 when it has none). */
export type ClientFrame =
  | { kind: 'call'; id: number; method: string; params: unknown }
  | { kind: 'subscribe'; id: number; channel: RpcChannel; params: unknown }
  | { kind: 'unsubscribe'; id: number }
  | { kind: 'bad'; id: number; problem: string };

const CHANNELS: readonly string[] = ['market', 'account', 'alerts'] satisfies RpcChannel[];
const MAX_METHOD_LENGTH = 100;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Reads one frame of the renderer's RPC protocol (server/contract/rpc-protocol.ts). */
export function readClientFrame(text: string): ClientFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'bad', id: 0, problem: 'frame is not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'bad', id: 0, problem: 'frame must be a JSON object' };
  }
  const frame = value as Record<string, unknown>;
  if ('unsubscribe' in frame) {
    return isId(frame.unsubscribe)
      ? { kind: 'unsubscribe', id: frame.unsubscribe }
      : { kind: 'bad', id: 0, problem: 'unsubscribe must be a subscription id' };
  }
  if (!isId(frame.id)) return { kind: 'bad', id: 0, problem: 'id must be a non-negative integer' };
  const { id } = frame;
  if ('subscribe' in frame) {
    if (typeof frame.subscribe !== 'string' || !CHANNELS.includes(frame.subscribe)) {
      return { kind: 'bad', id, problem: `subscribe must be one of ${CHANNELS.join(', ')}` };
    }
    return { kind: 'subscribe', id, channel: frame.subscribe as RpcChannel, params: frame.params };
  }
  if (typeof frame.method !== 'string' || frame.method.length > MAX_METHOD_LENGTH) {
    return { kind: 'bad', id, problem: 'a call needs a method name' };
  }
  return { kind: 'call', id, method: frame.method, params: frame.params };
}
