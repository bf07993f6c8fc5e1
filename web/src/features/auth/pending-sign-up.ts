/**
 * The credentials of a sign-up in progress, held in memory only (never stored), so that entering
 * the e-mailed code can sign the person straight in. A reload forgets them: they then sign in.
 */
let pending: { email: string; password: string } | undefined;

export const pendingSignUp = {
  set(email: string, password: string) {
    pending = { email: email.trim().toLowerCase(), password };
  },
  /** The password for this e-mail, if this tab is where the account was just created. */
  passwordFor(email: string): string | undefined {
    return pending?.email === email.trim().toLowerCase() ? pending.password : undefined;
  },
  clear() {
    pending = undefined;
  },
};
