import { MarketingPage, marketingPages } from '@web/features/marketing';

/** `create-webpages`: marketing page for the website builder (public). */
export function Component() {
  return <MarketingPage page={marketingPages.find((p) => p.slug === 'create-webpages')!} />;
}
