import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `promo`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'promo')!} />;
}
