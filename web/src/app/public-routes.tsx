import type { RouteObject } from 'react-router-dom';
import { publicPagePaths, type PublicPagePath } from '@shared/constants/public-pages';

type RouteModule = Awaited<ReturnType<NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>>;

/** Each public page's route module; the record's type makes the list and the modules agree. */
const modules: Record<PublicPagePath, () => Promise<RouteModule>> = {
  features: () => import('./routes/features'),
  'community-connect': () => import('./routes/community-connect'),
  'organize-events': () => import('./routes/organize-events'),
  'forms-and-waivers': () => import('./routes/forms-and-waivers'),
  'collect-payments': () => import('./routes/collect-payments'),
  'create-tournaments': () => import('./routes/create-tournaments'),
  'create-webpages': () => import('./routes/create-webpages'),
  promo: () => import('./routes/promo'),
  ai: () => import('./routes/ai'),
  'main-carousel': () => import('./routes/main-carousel'),
  'learn-and-grow-carousel': () => import('./routes/learn-and-grow-carousel'),
  'learn-and-grow': () => import('./routes/learn-and-grow'),
  faqs: () => import('./routes/faqs'),
  guide: () => import('./routes/guide'),
  'about-us': () => import('./routes/about-us'),
  quiz: () => import('./routes/quiz'),
  'quiz/pickleball': () => import('./routes/quiz-pickleball'),
  'quiz/pickleball-paddle': () => import('./routes/quiz-pickleball-paddle'),
};

/**
 * The public pages (shared/constants/public-pages.ts), one lazy chunk each: in the app's router,
 * and in the light public build's (public-router.tsx).
 */
export const publicPageRoutes = (): RouteObject[] => publicPagePaths.map((path) => ({ path, lazy: modules[path] }));
