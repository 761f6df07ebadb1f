import type { Server } from 'node:http';

/**
 * Upgrade paths a socket of the service's own has claimed on a server (the renderer's RPC,
 * the scripts' grant channel): the venue's channel server leaves their upgrades to them.
 */
const claims = new WeakMap<Server, Set<string>>();

/** Claims the path; the function returned gives it back. */
export function claimUpgradePath(server: Server, path: string): () => void {
  const paths = claims.get(server) ?? new Set<string>();
  claims.set(server, paths);
  paths.add(path);
  return () => paths.delete(path);
}

export const claimsUpgradePath = (server: Server, path: string): boolean =>
  claims.get(server)?.has(path) ?? false;
