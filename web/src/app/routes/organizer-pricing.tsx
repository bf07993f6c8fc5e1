import { PricingPage } from '../../features/payments';

/** `organizer/pricing` (public; issue 10): teams' monthly plans. */
export function Component() {
  return <PricingPage kind="team" />;
}
