// `npm start` opens the desktop window when an Electron binary can be had, and otherwise says
// why in one line and serves the terminal in web mode. The decision, with every look-up behind
// LaunchProbe so that tests can fake it (scripts/desktop/launch-probe.ts is the real one).

/** The desktop app can run from this checkout: Electron, and better-sqlite3 built for it. */
export interface DesktopPlan {
  mode: 'desktop';
  electron: string;
  /** better-sqlite3's addon built for Electron's ABI (see server/storage/native-binding.ts). */
  sqliteBinding: string;
}

export interface WebPlan {
  mode: 'web';
  /** The one line saying why there is no desktop window. */
  notice: string;
}

export type LaunchPlan = DesktopPlan | WebPlan;

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface LaunchProbe {
  /** MARKETDESK_WEB=1: web mode without looking for Electron. */
  webForced: boolean;
  /** This checkout has the desktop shell (its build script). */
  hasShell: boolean;
  /** Why this Node.js cannot run Electron's tools, or null when it can (node-requirement.ts). */
  nodeProblem: string | null;
  /** The Electron binary's path when it is installed, else null. */
  findElectron(): string | null;
  /** When an earlier download of the binary failed, and why. */
  lastDownloadFailure(): { at: number; reason: string } | null;
  /** One download attempt, bounded in time; answers the binary's path. */
  downloadElectron(): Promise<Outcome<string>>;
  recordDownloadFailure(reason: string): void;
  /** better-sqlite3 built for Electron's ABI (reused when already built); answers the addon. */
  prepareNative(): Promise<Outcome<string>>;
  now(): number;
}

/** A failed download is not tried again for this long: every start would wait for it. */
export const RETRY_DOWNLOAD_AFTER_MS = 24 * 60 * 60 * 1000;

const web = (reason: string): WebPlan => ({
  mode: 'web',
  notice: `Marketdesk: no desktop window (${reason}); starting in web mode. MARKETDESK_WEB=1 skips this check.`,
});

function hoursAgo(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  return hours === 0 ? 'less than an hour ago' : `${hours} h ago`;
}

async function electronBinary(probe: LaunchProbe): Promise<Outcome<string>> {
  const installed = probe.findElectron();
  if (installed) return { ok: true, value: installed };
  const failed = probe.lastDownloadFailure();
  if (failed && probe.now() - failed.at < RETRY_DOWNLOAD_AFTER_MS) {
    return {
      ok: false,
      reason: `Electron's binary is not installed and its download failed ${hoursAgo(probe.now() - failed.at)}: ${failed.reason}`,
    };
  }
  const downloaded = await probe.downloadElectron();
  if (!downloaded.ok) {
    probe.recordDownloadFailure(downloaded.reason);
    return {
      ok: false,
      reason: `Electron's binary is not installed and could not be downloaded: ${downloaded.reason}`,
    };
  }
  return downloaded;
}

export async function chooseLaunch(probe: LaunchProbe): Promise<LaunchPlan> {
  if (probe.webForced) return { mode: 'web', notice: 'Marketdesk: web mode (MARKETDESK_WEB=1).' };
  if (!probe.hasShell) return web('this checkout has no desktop shell: scripts/build-electron.mjs');
  if (probe.nodeProblem) return web(probe.nodeProblem);
  const electron = await electronBinary(probe);
  if (!electron.ok) return web(electron.reason);
  const native = await probe.prepareNative();
  if (!native.ok) return web(`better-sqlite3 could not be built for Electron: ${native.reason}`);
  return { mode: 'desktop', electron: electron.value, sqliteBinding: native.value };
}
