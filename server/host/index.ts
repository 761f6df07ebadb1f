// What the service's hosts take from it: the desktop shell (electron/, through this file only)
// and the command line. Everything else of server/ stays behind it.
export { startDesktopService, type DesktopService, type FramePort } from './desktop-service.js';
export { startRestartableService } from './restartable-service.js';
export { STORAGE_FAILED_EXIT } from './storage-watch.js';
export { seedDemo } from './demo-seeding.js';
export { defaultConfig } from '../config/config.js';
export { withSavedMode } from '../config/mode-settings.js';
export {
  attachableService,
  type AttachableService,
  type DataDirHolder,
} from '../config/service-lock.js';
