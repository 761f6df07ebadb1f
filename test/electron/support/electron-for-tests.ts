// Whether the desktop app can be launched for real here: Electron's binary as the electron
// package installs it, and a Node.js that can build better-sqlite3 for it. Where not (this
// project's own CI: no binary can be downloaded), the Electron journey does not run and the
// test run says so on its closing lines (test/support/summary-reporter.ts).
import { nodeProbe } from '../../../scripts/desktop/launch-probe.js';

export type ElectronForTests = { binary: string } | { notRun: string };

/** The environment variable that carries the reason to the summary reporter. */
export const ELECTRON_NOT_RUN_ENV = 'MARKETDESK_ELECTRON_JOURNEY_NOT_RUN';

export function electronForTests(root: string): ElectronForTests {
  const probe = nodeProbe({ root, env: process.env });
  if (probe.nodeProblem) return { notRun: probe.nodeProblem };
  const binary = probe.findElectron();
  if (!binary) {
    return {
      notRun:
        "Electron's binary is not installed (node_modules/electron/dist); `node node_modules/electron/install.js` fetches it where its download host is reachable",
    };
  }
  return { binary };
}
