// What clients may send, checked: anything else is answered with an error message naming the
// problem, and the connection stays open.

export type MarketRequest =
  | { kind: 'subscribe'; assets: string[]; custom: boolean | undefined }
  | { kind: 'unsubscribe'; assets: string[] };

export interface UserAuth {
  apiKey: string;
  secret: string;
  passphrase: string;
}

export type UserRequest =
  | { kind: 'auth'; auth: UserAuth | null; markets: string[] }
  | { kind: 'subscribe' | 'unsubscribe'; markets: string[] };

/** A problem with a client frame, sent back as an error message. */
export class BadFrame extends Error {}

const TOKEN_ID = /^\d{1,100}$/;
const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

/** The frame as a JSON object; BadFrame when it is not one. */
export function parseFrame(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadFrame('frame is not JSON (send PING or a JSON object)');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadFrame('frame must be a JSON object');
  }
  return value as Record<string, unknown>;
}

function idList(value: unknown, name: string, pattern: RegExp, max: number): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new BadFrame(`${name} must be an array`);
  if (value.length > max) throw new BadFrame(`${name} holds more than ${max} ids`);
  for (const id of value) {
    if (typeof id !== 'string' || !pattern.test(id)) {
      throw new BadFrame(`${name} holds an invalid id: ${JSON.stringify(id)?.slice(0, 80)}`);
    }
  }
  return value as string[];
}

/** 'subscribe' / 'unsubscribe' from `operation`, or the channel name from `type`. */
function intent(frame: Record<string, unknown>, channel: 'market' | 'user'): string {
  const { type, operation } = frame;
  if (operation !== undefined) {
    if (operation === 'subscribe' || operation === 'unsubscribe') return operation;
    throw new BadFrame('operation must be "subscribe" or "unsubscribe"');
  }
  if (typeof type === 'string' && type.toLowerCase() === channel) return channel;
  throw new BadFrame(`unknown message: send {"type": "${channel}", ...} or an operation`);
}

export function marketRequest(frame: Record<string, unknown>, maxAssets: number): MarketRequest {
  const kind = intent(frame, 'market');
  const assets = idList(frame['assets_ids'], 'assets_ids', TOKEN_ID, maxAssets);
  if (kind === 'unsubscribe') return { kind, assets };
  const custom = frame['custom_feature_enabled'];
  if (custom !== undefined && typeof custom !== 'boolean') {
    throw new BadFrame('custom_feature_enabled must be a boolean');
  }
  return { kind: 'subscribe', assets, custom };
}

function userAuth(value: unknown): UserAuth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { apiKey, secret, passphrase } = value as Record<string, unknown>;
  if (typeof apiKey !== 'string' || typeof secret !== 'string' || typeof passphrase !== 'string') {
    return null;
  }
  return { apiKey, secret, passphrase };
}

export function userRequest(frame: Record<string, unknown>, maxMarkets: number): UserRequest {
  const kind = intent(frame, 'user');
  const markets = idList(frame['markets'], 'markets', CONDITION_ID, maxMarkets).map((id) =>
    id.toLowerCase(),
  );
  if (kind === 'user') return { kind: 'auth', auth: userAuth(frame['auth']), markets };
  return { kind: kind as 'subscribe' | 'unsubscribe', markets };
}
