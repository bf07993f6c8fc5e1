import { MarketingPage, marketingPages } from '../../features/marketing';

/** `collect-payments`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'collect-payments')!} />;
}
