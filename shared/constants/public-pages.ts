/**
 * Public pages (spec §2 route table: the marketing pages, help, learn-and-grow and the quizzes)
 * that the product's own domains serve from the light public build (web/public.html: Preact in
 * place of React, no auth, forms or API code up front; a 100 KB budget). The local server
 * and the CloudFront viewer-request function map exactly these paths to /public.html; the SPA
 * serves the same pages when someone navigates to them from inside the app.
 */
export const publicPagePaths = [
  'features',
  'community-connect',
  'organize-events',
  'forms-and-waivers',
  'collect-payments',
  'create-tournaments',
  'create-webpages',
  'promo',
  'ai',
  'main-carousel',
  'learn-and-grow-carousel',
  'learn-and-grow',
  'faqs',
  'guide',
  'about-us',
  'quiz',
  'quiz/pickleball',
  'quiz/pickleball-paddle',
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];

/** The file the public build writes (beside index.html). */
export const PUBLIC_PAGE_DOCUMENT = 'public.html';

/** Whether a request path is one of them ('/features' and '/features/' both are). */
export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return (publicPagePaths as readonly string[]).includes(path);
}
