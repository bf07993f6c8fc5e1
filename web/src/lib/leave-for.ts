/** Leave the app for another site, such as Stripe's hosted pages (its own module so tests can replace it: jsdom cannot navigate). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
