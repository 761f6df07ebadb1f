import { join } from 'node:path';

/** Where `npm run dist` leaves its packages (build/electron-builder.json `directories.output`). */
export const PACKAGES_DIR = 'release/packages';

/** Where electron-builder puts the unpacked app of this platform, and its executable in it. */
export function packagedExecutable(
  platform: NodeJS.Platform,
  arch: string,
  names: { productName: string; name: string },
): string {
  if (platform === 'darwin') {
    const folder = arch === 'x64' ? 'mac' : `mac-${arch}`;
    return join(
      PACKAGES_DIR,
      folder,
      `${names.productName}.app/Contents/MacOS/${names.productName}`,
    );
  }
  if (platform === 'win32') return join(PACKAGES_DIR, 'win-unpacked', `${names.productName}.exe`);
  return join(PACKAGES_DIR, 'linux-unpacked', names.name);
}
