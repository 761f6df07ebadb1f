/**
 * The app's id: electron-builder's `appId` (build/electron-builder.json), which Windows also
 * takes as the AppUserModelID of the installed shortcut. The running app must name itself the
 * same, or Windows groups its windows and notifications apart from its shortcut.
 */
export const APP_ID = 'com.marketdesk.desktop';
