import { Value } from 'typebox/value';
import { DesktopSettings, defaultDesktopSettings } from '../../server/contract/index.js';
import { readJsonFile, writeJsonFile } from './json-file.js';

export interface SettingsStore {
  read(): DesktopSettings;
  write(settings: DesktopSettings): void;
}

/**
 * The shell's settings in a JSON file of the app's folder. A file from an older version keeps
 * what still fits the schema; anything else takes its default.
 */
export function createSettingsStore(file: string): SettingsStore {
  return {
    read() {
      const saved = readJsonFile(file);
      const merged = {
        ...defaultDesktopSettings(),
        ...(typeof saved === 'object' && saved !== null ? saved : {}),
      };
      const cleaned = Value.Clean(DesktopSettings, merged);
      return Value.Check(DesktopSettings, cleaned) ? cleaned : defaultDesktopSettings();
    },
    write(settings) {
      writeJsonFile(file, settings);
    },
  };
}
