import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `community-connect`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'community-connect')!} />;
}
