import { MarketingPage, marketingPages } from '../../features/marketing';

/** `promo`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'promo')!} />;
}
