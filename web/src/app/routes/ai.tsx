import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `ai`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'ai')!} />;
}
