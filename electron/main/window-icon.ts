import { join } from 'node:path';

/**
 * The window's icon where the system takes it from the window: Linux (macOS and Windows take
 * the app's own). Packaged, it is the 512 px icon the configuration copies to the resources
 * (`extraResources` in build/electron-builder.json); from a checkout, the same file in build/.
 */
export function windowIcon(options: {
  platform: NodeJS.Platform;
  packaged: boolean;
  resourcesPath: string;
  /** The folder of the bundled main process (dist/electron). */
  mainDir: string;
}): string | undefined {
  if (options.platform !== 'linux') return undefined;
  return options.packaged
    ? join(options.resourcesPath, 'icon.png')
    : join(options.mainDir, '..', '..', 'build', 'icons', '512x512.png');
}
