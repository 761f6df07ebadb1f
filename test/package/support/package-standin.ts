// Runs electron-builder's Linux `dir` target with the project's own configuration and hooks,
// against a stand-in Electron distribution: `node --import tsx package-standin.ts <job.json>`.
// A process of its own, as in `npm run dist`: electron-builder loads the TypeScript hooks
// through tsx, and its output goes to the caller's log.
import { readFileSync } from 'node:fs';
import { build, type Configuration } from 'electron-builder';
import { CONFIG_FILE } from '../../../scripts/desktop/dist-options.js';

interface Job {
  /** The staged app folder (scripts/desktop/stage.ts). */
  appDir: string;
  outputDir: string;
  electronDist: string;
}

const job = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as Job;
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8')) as Configuration;
await build({
  linux: ['dir'],
  publish: 'never',
  config: {
    ...config,
    directories: { ...config.directories, app: job.appDir, output: job.outputDir },
    electronDist: job.electronDist,
  },
});
