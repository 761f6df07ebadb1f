import { describe, expect, it, vi } from 'vitest';
import { menuTemplate, type MenuItemSpec } from '../../../electron/main/menu.js';

const actions = () => ({
  command: vi.fn(),
  showAbout: vi.fn(),
  openLogsFolder: vi.fn(),
  revealDataFolder: vi.fn(),
});

const flatten = (items: MenuItemSpec[]): MenuItemSpec[] =>
  items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
const byLabel = (items: MenuItemSpec[], label: string) =>
  flatten(items).find((item) => item.label === label);
const roles = (items: MenuItemSpec[]) => flatten(items).flatMap((item) => item.role ?? []);

describe('menuTemplate', () => {
  it('has the usual roles on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const template = menuTemplate(platform, 'Marketdesk', actions());
      expect(roles(template)).toEqual(
        expect.arrayContaining([
          'undo',
          'redo',
          'cut',
          'copy',
          'paste',
          'selectAll',
          'quit',
          'minimize',
          'togglefullscreen',
          'zoomIn',
          'zoomOut',
          'resetZoom',
        ]),
      );
    }
    expect(roles(menuTemplate('darwin', 'Marketdesk', actions()))).toEqual(
      expect.arrayContaining(['hide', 'hideOthers', 'unhide', 'services', 'front']),
    );
  });

  it("shows the terminal's shortcuts without taking their keys from the page", () => {
    const calls = actions();
    const template = menuTemplate('linux', 'Marketdesk', calls);
    const palette = byLabel(template, 'Command Palette')!;
    expect(palette).toMatchObject({ accelerator: 'CmdOrCtrl+K', registerAccelerator: false });
    palette.click!();
    byLabel(template, 'Settings…')!.click!();
    byLabel(template, 'Keyboard Shortcuts')!.click!();
    expect(calls.command.mock.calls).toEqual([['palette'], ['settings'], ['help']]);
  });

  it('opens the logs and data folders and the about box from the menu', () => {
    const calls = actions();
    for (const platform of ['darwin', 'linux'] as const) {
      const template = menuTemplate(platform, 'Marketdesk', calls);
      byLabel(template, 'Open Logs Folder')!.click!();
      byLabel(template, 'Reveal Data Folder')!.click!();
      byLabel(template, 'About Marketdesk')!.click!();
    }
    expect(calls.openLogsFolder).toHaveBeenCalledTimes(2);
    expect(calls.revealDataFolder).toHaveBeenCalledTimes(2);
    expect(calls.showAbout).toHaveBeenCalledTimes(2);
  });
});
