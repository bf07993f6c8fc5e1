import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, themeBootScript, type ThemePreference } from '@shared/constants/theme';
import { readThemePreference, resolveTheme, saveThemePreference } from './theme';

/** A system colour setting the test can flip, with the listeners the page registered on it. */
function fakeSystem(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((l) => l());
    },
  };
}

const shown = () => document.documentElement.getAttribute('data-theme');
const runBootScript = () => new Function(themeBootScript)();

describe('colour theme', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system setting unless light or dark is chosen', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it.each<[ThemePreference | null, boolean, string]>([
    [null, true, 'dark'],
    [null, false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ])('paints before the app loads what the app would (stored %s, system dark %s)', (stored, systemDark, theme) => {
    fakeSystem(systemDark);
    if (stored) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBootScript();
    expect(shown()).toBe(theme);
    expect(resolveTheme(readThemePreference(), systemDark)).toBe(theme);
  });

  it('repaints when the system setting changes while the page is open, unless a theme is chosen', () => {
    const system = fakeSystem(false);
    runBootScript();
    expect(shown()).toBe('light');
    system.set(true);
    expect(shown()).toBe('dark');

    saveThemePreference('light');
    expect(shown()).toBe('light');
    system.set(true);
    expect(shown()).toBe('light');
  });

  it('stores a choice per device, and "system" forgets it', () => {
    fakeSystem(true);
    saveThemePreference('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(readThemePreference()).toBe('light');

    saveThemePreference('system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(readThemePreference()).toBe('system');
    expect(shown()).toBe('dark');
  });

  it('reads an unknown stored value as "system"', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
  });
});
