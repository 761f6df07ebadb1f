import { timingSafeEqual } from 'node:crypto';
import type { Auth } from '../auth/index.js';
import { BadFrame, userRequest, type UserAuth } from './client-frames.js';
import { CLOSE_POLICY_VIOLATION, type StreamLimits } from './limits.js';
import type { UserHub, UserSubscriber } from './user-hub.js';
import type { StreamSocket } from './stream-socket.js';

export interface UserChannelDeps {
  credentials: Pick<Auth['credentials'], 'lookup'>;
  hub: UserHub;
  limits: StreamLimits;
}

const sameBytes = (a: Buffer, b: Buffer) => a.length === b.length && timingSafeEqual(a, b);

/** Why the credentials are refused (the close reason), or null when they are the key's. */
function credentialProblem(deps: UserChannelDeps, auth: UserAuth | null): string | null {
  if (!auth) return 'auth needs apiKey, secret and passphrase strings';
  const credential = auth.apiKey.length <= 100 ? deps.credentials.lookup(auth.apiKey) : undefined;
  if (!credential) return 'unknown apiKey';
  const passphrase = Buffer.from(auth.passphrase, 'utf8');
  const secret = Buffer.from(auth.secret, 'base64url');
  if (!sameBytes(passphrase, Buffer.from(credential.passphrase, 'utf8'))) {
    return 'passphrase does not match apiKey';
  }
  if (!sameBytes(secret, credential.hmacKey)) return 'secret does not match apiKey';
  return null;
}

/**
 * One /ws/user connection. The first `{"type": "user", "auth": ...}` frame authenticates it
 * against the API credential store: refused credentials close it (1008, with the reason).
 * Without `markets` (or with an empty list) it gets the events of every market.
 */
export class UserChannel implements UserSubscriber {
  apiKey = '';
  private markets: Set<string> | null = null;
  /** Closes the connection unless it authenticates in time (limits.authTimeoutMs). */
  private readonly authDeadline: NodeJS.Timeout;

  constructor(
    readonly socket: StreamSocket,
    private readonly deps: UserChannelDeps,
  ) {
    const wait = deps.limits.authTimeoutMs;
    this.authDeadline = setTimeout(() => {
      const seconds = wait / 1000;
      socket.close(CLOSE_POLICY_VIOLATION, `authentication timeout: no auth within ${seconds} s`);
    }, wait);
  }

  follows(conditionId: string): boolean {
    return this.markets === null || this.markets.has(conditionId);
  }

  receive(frame: Record<string, unknown>): void {
    const max = this.deps.limits.maxMarketsPerConnection;
    const request = userRequest(frame, max);
    if (request.kind === 'auth') {
      if (this.apiKey !== '') throw new BadFrame('already authenticated');
      const problem = credentialProblem(this.deps, request.auth);
      if (problem !== null) {
        this.socket.close(CLOSE_POLICY_VIOLATION, `authentication failed: ${problem}`);
        return;
      }
      clearTimeout(this.authDeadline);
      this.apiKey = request.auth!.apiKey;
      this.markets = request.markets.length > 0 ? new Set(request.markets) : null;
      this.deps.hub.join(this);
      return;
    }
    if (this.apiKey === '')
      throw new BadFrame('authenticate first: {"type": "user", "auth": {...}}');
    if (this.markets === null) {
      throw new BadFrame('this connection follows every market; reconnect to choose markets');
    }
    if (request.kind === 'unsubscribe') {
      for (const market of request.markets) this.markets.delete(market);
      return;
    }
    const added = request.markets.filter((market) => !this.markets!.has(market)).length;
    if (this.markets.size + added > max) {
      throw new BadFrame(`a connection may follow at most ${max} markets; nothing subscribed`);
    }
    for (const market of request.markets) this.markets.add(market);
  }

  dispose(): void {
    clearTimeout(this.authDeadline);
    if (this.apiKey !== '') this.deps.hub.leave(this);
  }
}
