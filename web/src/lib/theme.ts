import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, themePreferences, type Theme, type ThemePreference } from '@shared/constants/theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme a preference means on this device now. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean): Theme {
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

const isPreference = (value: unknown): value is ThemePreference => (themePreferences as readonly unknown[]).includes(value);

/** The stored choice; 'system' when none is stored or storage is blocked. */
export function readThemePreference(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemePreference {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isPreference(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/**
 * Stores the choice on this device and repaints at once. 'system' removes the stored value, so the
 * page follows the device again (the document's boot script listens for its changes).
 */
export function saveThemePreference(preference: ThemePreference) {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode without storage: the choice still applies to this page.
  }
  document.documentElement.setAttribute(THEME_ATTRIBUTE, resolveTheme(preference, systemPrefersDark()));
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
