/**
 * Spec §9 timings the web needs. shared/constants/limits.ts does not carry them (yet), so they
 * live here; move them to `limits` when the backend needs any of them too.
 */
export const timing = {
  /** "Protected-route check delay 1 s": /home, /profile, /teams wait this long for a user. */
  protectedRouteCheckMs: 1000,
  /** "Logout timeout 10 s then local auth data cleared". */
  logoutTimeoutMs: 10_000,
  /**
   * The API refuses every id token issued up to the end of the second in which someone signed out
   * everywhere (a token's `iat` has whole seconds: one issued later in that second cannot be told
   * from one issued before). A sign-in this soon after this browser signed out waits the rest.
   */
  signInAfterSignOutMs: 1000,
  /** "Place search debounce 500 ms" (go-to city autocomplete). */
  placeSearchDebounceMs: 500,
  /** "user search 300 ms" (family member search by e-mail or id). */
  userSearchDebounceMs: 300,
  /** "Redirect after signup 250 ms" (after 'Welcome to Rally!'). */
  redirectAfterSignupMs: 250,
  /** "Effects retry up to 10 times": a failed load (network or server error) is tried again 10 times. */
  effectRetries: 10,
  /** The first retry waits this long; each next one twice as long, up to `retryMaxDelayMs`. */
  retryBaseDelayMs: 5000,
  /** Ten doublings from 5 s would wait 42 minutes for the last; a minute is the longest wait. */
  retryMaxDelayMs: 60_000,
  /**
   * Back from Checkout, the RSVP is read again this many times (the effects' 10) while the payment
   * webhook has not confirmed the held spot yet, this far apart: about 20 s in all, where the
   * webhook usually takes a second or two.
   */
  paymentConfirmChecks: 10,
  paymentConfirmIntervalMs: 2000,
} as const;
