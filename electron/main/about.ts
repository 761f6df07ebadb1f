import type { AppInfo } from '../../server/contract/index.js';

/** The about box's text: what runs, and where its files are. */
export function aboutDetail(info: AppInfo): string {
  return [
    `Version ${info.version}`,
    `Electron ${info.electron} · Chromium ${info.chrome} · Node ${info.node}`,
    `Platform ${info.platform}`,
    '',
    `Data: ${info.dataFolder}`,
    `Logs: ${info.logFolder}`,
  ].join('\n');
}
