import { PricingPage } from '@web/features/payments';

/** `organizer/pricing` (public): teams' monthly plans. */
export function Component() {
  return <PricingPage kind="team" />;
}
