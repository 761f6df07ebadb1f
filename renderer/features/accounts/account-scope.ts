/** What an account query's answer depends on besides its params: the account, maybe the lock. */
export interface AccountScope {
  account: string | null;
  unlocked?: boolean;
}

/**
 * The scope that goes into an account query's key, and whether the query may run. A switch or a
 * lock changes the key, so the screen never shows another account's (or a locked account's)
 * cached rows: the new key starts empty.
 */
export function accountScope(
  vault: { currentId: string | null; unlocked: boolean } | undefined,
  needsUnlock: boolean,
): { scope: AccountScope; enabled: boolean } {
  const account = vault?.currentId ?? null;
  if (!needsUnlock) return { scope: { account }, enabled: account !== null };
  const unlocked = account !== null && vault?.unlocked === true;
  return { scope: { account, unlocked }, enabled: unlocked };
}

/**
 * Whether a query key's scope (its third part) is the vault's current one: true for a key
 * without a scope (not an account query). An account query of another account, or of the
 * lock as it was, is not asked again: its component moves to the new key at its next render.
 */
export function isCurrentScope(
  scope: unknown,
  vault: { currentId: string | null; unlocked: boolean } | undefined,
): boolean {
  if (typeof scope !== 'object' || scope === null || !('account' in scope)) return true;
  const { account, unlocked } = scope as AccountScope;
  if (account !== (vault?.currentId ?? null)) return false;
  return unlocked === undefined || unlocked === (vault?.unlocked ?? false);
}
