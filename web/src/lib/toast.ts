/**
 * Snackbars (spec §8) without sonner in the entry chunk: each call loads sonner on first use and
 * forwards to it, with the duration the spec gives the message (snackbar-durations.ts). Sonner
 * replays active toasts to a Toaster that subscribes later, so a toast raised before the lazily
 * mounted host (app/providers.tsx) renders is still shown. A message the server or `shared/` words
 * in English is shown in the app's language (server-text.ts).
 */
import { serverText } from './server-text';

type Sonner = typeof import('sonner').toast;
type Kind = 'success' | 'error' | 'info';
type Message = Parameters<Sonner['success']>[0];
type Options = Parameters<Sonner['success']>[1];

const later =
  (kind: Kind) =>
  (message: Message, data?: Options): void => {
    void Promise.all([import('sonner'), import('./snackbar-durations')]).then(([{ toast }, { snackbarDuration }]) => {
      toast[kind](typeof message === 'string' ? serverText(message) : message, {
        ...data,
        duration: snackbarDuration(message, data?.duration),
      });
    });
  };

export const toast = { success: later('success'), error: later('error'), info: later('info') };
