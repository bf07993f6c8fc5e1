import { PricingPage } from '@web/features/payments';

/** `pricing/member` and `member/pricing` (public): the platform's yearly Member Plus plans. */
export function Component() {
  return <PricingPage kind="user" />;
}
