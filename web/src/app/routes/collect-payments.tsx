import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `collect-payments`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'collect-payments')!} />;
}
