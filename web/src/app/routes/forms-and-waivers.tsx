import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `forms-and-waivers`: marketing page (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'forms-and-waivers')!} />;
}
