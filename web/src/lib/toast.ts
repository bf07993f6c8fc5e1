/**
 * Snackbars (spec §8) without sonner in the entry chunk: each call loads sonner on first use and
 * forwards to it. Sonner replays active toasts to a Toaster that subscribes later, so a toast raised
 * before the lazily mounted host (app/providers.tsx) renders is still shown.
 */
type Sonner = typeof import('sonner').toast;
type Kind = 'success' | 'error' | 'info';

const later =
  <K extends Kind>(kind: K) =>
  (...args: Parameters<Sonner[K]>): void => {
    void import('sonner').then(({ toast }) => {
      (toast[kind] as (...forwarded: Parameters<Sonner[K]>) => unknown)(...args);
    });
  };

export const toast = { success: later('success'), error: later('error'), info: later('info') };
