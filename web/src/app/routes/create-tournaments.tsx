import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `create-tournaments`: what tournaments look like on Rally today (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'create-tournaments')!} />;
}
