import type { MenuCommand } from '../../server/contract/index.js';

/** A menu item as Electron's Menu.buildFromTemplate takes it (the part used here). */
export interface MenuItemSpec {
  label?: string;
  role?: string;
  type?: 'separator' | 'submenu';
  accelerator?: string;
  /** False: the shortcut is shown but the page keeps handling the key itself. */
  registerAccelerator?: boolean;
  click?: () => void;
  submenu?: MenuItemSpec[];
}

export interface MenuActions {
  command(command: MenuCommand): void;
  showAbout(): void;
  openLogsFolder(): void;
  revealDataFolder(): void;
}

const separator: MenuItemSpec = { type: 'separator' };

/**
 * The application menu: the platform's usual roles, the terminal's own shortcuts (shown, the
 * page still handling the keys so they work the same in web mode), the about box and the
 * Help menu's folders.
 */
export function menuTemplate(
  platform: NodeJS.Platform,
  appName: string,
  actions: MenuActions,
): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const shortcut = (label: string, command: MenuCommand, accelerator: string): MenuItemSpec => ({
    label,
    accelerator,
    registerAccelerator: false,
    click: () => actions.command(command),
  });
  const about: MenuItemSpec = { label: `About ${appName}`, click: actions.showAbout };
  const settings = shortcut('Settings…', 'settings', 'CmdOrCtrl+,');
  const appMenu: MenuItemSpec[] = mac
    ? [
        {
          label: appName,
          submenu: [
            about,
            separator,
            settings,
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [];
  return [
    ...appMenu,
    {
      label: 'File',
      submenu: mac ? [{ role: 'close' }] : [settings, separator, { role: 'quit' }],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        shortcut('Command Palette', 'palette', 'CmdOrCtrl+K'),
        shortcut('Search Markets', 'search', '/'),
        { label: 'Accounts…', click: () => actions.command('accounts') },
        separator,
        { role: 'reload' },
        { role: 'toggleDevTools' },
        separator,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    {
      label: 'Window',
      submenu: mac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      label: 'Help',
      role: 'help',
      submenu: [
        shortcut('Keyboard Shortcuts', 'help', '?'),
        separator,
        { label: 'Open Logs Folder', click: actions.openLogsFolder },
        { label: 'Reveal Data Folder', click: actions.revealDataFolder },
        ...(mac ? [] : [separator, about]),
      ],
    },
  ];
}
