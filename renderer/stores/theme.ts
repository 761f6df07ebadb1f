import { createExternalStore, useExternalStore } from '../lib/external-store.js';

export type Theme = 'dark' | 'light';

const STORAGE_KEY = 'marketdesk.theme';

const readStoredTheme = (): Theme => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
};

const themeStore = createExternalStore<{ theme: Theme }>({ theme: readStoredTheme() });

const applyTheme = (theme: Theme) => {
  document.documentElement.dataset.theme = theme;
};

/** Sets `data-theme` on <html> from the stored choice; called once before the first render. */
export function initTheme(): void {
  applyTheme(themeStore.get().theme);
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  applyTheme(theme);
  themeStore.set({ theme });
}

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const { theme } = useExternalStore(themeStore);
  return { theme, setTheme };
}
