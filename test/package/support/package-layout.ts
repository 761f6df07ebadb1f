// Where an unpacked package (electron-builder's `<platform>-unpacked` or `mac*/` output) keeps
// what the packaged-layout test reads: the archive, and the file holding Electron's fuse wire.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface PackageLayout {
  /** The folder of app.asar, app.asar.unpacked and the extra resources. */
  resourcesDir: string;
  /** What @electron/fuses reads the wire from: the .app bundle, or the executable. */
  fuseTarget: string;
}

/** The layout of a package of `productName`, whose Linux executable is `executableName`. */
export function packageLayout(
  appOutDir: string,
  productName: string,
  executableName: string,
): PackageLayout {
  const bundle = readdirSync(appOutDir).find((name) => name.endsWith('.app'));
  if (bundle) {
    const app = join(appOutDir, bundle);
    return { resourcesDir: join(app, 'Contents/Resources'), fuseTarget: app };
  }
  const windows = join(appOutDir, `${productName}.exe`);
  return {
    resourcesDir: join(appOutDir, 'resources'),
    fuseTarget: existsSync(windows) ? windows : join(appOutDir, executableName),
  };
}
