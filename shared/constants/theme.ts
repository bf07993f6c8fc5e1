/**
 * Colour theme: light or dark, following the device unless the person picked one in Settings. The
 * choice is per device (localStorage), so a shared family tablet and a phone can differ.
 */
export const themePreferences = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'rally-theme';

/** The attribute on <html> the styles switch on (web/src/index.css). */
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Runs inline in the document's <head>, before the styles paint anything, so a dark page never
 * flashes light: it resolves the stored choice (or the system setting) onto <html data-theme>, and
 * again when the system setting changes or another tab changes the choice. Plain ES5 with no
 * imports: it runs before any module. Its SHA-256 is allowed by the Content-Security-Policy
 * (lib/security-headers.ts), which allows no other inline script; web/src/lib/theme.ts applies the
 * same rule when the choice changes in this tab.
 */
export const themeBootScript =
  "(function(){var d=document.documentElement,m=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');" +
  "function a(){var p=null;try{p=localStorage.getItem('" +
  THEME_STORAGE_KEY +
  "')}catch(e){}d.setAttribute('" +
  THEME_ATTRIBUTE +
  "',p==='dark'||p==='light'?p:m&&m.matches?'dark':'light')}" +
  "a();if(m&&m.addEventListener)m.addEventListener('change',a);" +
  "window.addEventListener('storage',function(e){if(e.key==='" +
  THEME_STORAGE_KEY +
  "')a()})})();";
