import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `organize-events`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'organize-events')!} />;
}
