// The desktop feature's public API: other features and app/ import it from here only.
export { DesktopSettingsSection } from './components/desktop-settings.js';
export { KeychainUnlock, rememberIfWanted } from './components/keychain-unlock.js';
export { ServiceBanner } from './components/service-banner.js';
export { followMenuCommands } from './menu-commands.js';
