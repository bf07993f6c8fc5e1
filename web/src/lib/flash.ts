import { toast } from './toast';

const KEY = 'rally:flash';

/**
 * A success message that must outlive a page reload: the spec's new-user flow shows 'Welcome to
 * Rally!' and reloads 250 ms later, which would wipe the snackbar almost at once. The app layout
 * shows it again after the reload, for its full duration.
 */
export function keepAcrossReload(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // storage blocked: the message was shown once already
  }
}

/** Show (once) a message kept across the last reload. */
export function showKeptMessage(): void {
  let message: string | null;
  try {
    message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
