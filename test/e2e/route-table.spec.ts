import { expect, test, type Page } from '@playwright/test';
import { notFoundPageMessages } from '@shared/constants/product';
import { seeded, signInFromLogin } from './support';

/**
 * Spec §2 "Full route table": every path leads to a page, never to the unknown-path error page.
 * Ids are made up: a missing event or team has its own "not found" state, which is a page.
 */
const built = [
  '/discover', '/discover/events', '/discover/teams', '/discover/places', '/discover/players', '/team', '/evt/x', '/event/x/manage', '/share/event/x', '/create', '/discover/events/x', '/discover/games/x',
  '/games/x/manage', '/discover/events/x/manage', '/verify-email', '/verify-new-email', '/city-search',
  '/community-connect', '/find-players', '/organize-events', '/create-tournaments', '/features', '/main-carousel',
  '/learn-and-grow-carousel', '/learn-and-grow', '/localconnect', '/user-onboarding', '/faqs', '/guide', '/about-us',
  '/teams/create', '/my-communities', '/notifications', '/teams-v3', '/organizations', '/leagues', '/org/denver-sports',
  '/full-search', '/start/community', '/start/ambassador', '/places/view/x', '/places/poster', '/places/new', '/places/edit/x',
  '/connect', '/user-list', '/profile', '/profile/x', '/team/x', '/organization/x', '/external-teams', '/team-not-found',
  '/quiz', '/quiz/pickleball', '/quiz/pickleball-paddle', '/scan', '/home', '/settings', '/login', '/sign-up', '/forgot-password',
  '/auth/login', '/auth/sign-up', '/auth/forgot-password', '/auth/verify-email',
  '/posts', '/posts/play-and-competition', '/posts/play-and-competition/find-a-game', '/posts/play-and-competition/find-a-game/x',
  '/partners/venues', '/partner/preferred/x', '/partner/events/x',
  '/site', '/site/view/x', '/site/view/x/about', '/site/build', '/site/build/x', '/custom-website', '/organization-website/x',
  '/create-webpages', '/messages',
  '/payments', '/pricing/member', '/organizer/pricing', '/member/pricing', '/subscriptions', '/subscriptions/x', '/invoices',
  '/payment-success', '/transactions',
  '/form', '/form/access-denied', '/form/build', '/form/build/x', '/form/x', '/form/x/submissions', '/form/x/y',
  '/form/payment/x/y', '/form/x/team-form-add/y', '/pay-balance/x/y',
  '/forms-and-waivers', '/collect-payments', '/promo', '/ai',
];

/** `/admin` is built, and shows the error page to everyone but admins: test/e2e/admin.spec.ts. */

const UNKNOWN = '/no-such-page';

/** In-app navigation, as a link does: the app is loaded once per walk, not once per path. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Whether a path shows the unknown-path page. Each path is reached from that page, so a path that
 * opens a page of its own makes the unknown-path heading go away, and one that does not leaves it.
 */
async function showsNotFound(page: Page, path: string) {
  const notFound = page.getByRole('heading', { level: 1, name: notFoundPageMessages.notFoundTitle });
  await navigate(page, UNKNOWN);
  await notFound.waitFor({ timeout: 30_000 });
  await navigate(page, path);
  return notFound
    .waitFor({ state: 'detached', timeout: 15_000 })
    .then(() => false)
    .catch(() => true);
}

test.describe.configure({ mode: 'parallel' });

/** Walked in slices, so each test stays a short, bounded walk even on a loaded machine. */
const SLICE = 16;
const slices = Array.from({ length: Math.ceil(built.length / SLICE) }, (_, i) => built.slice(i * SLICE, (i + 1) * SLICE));

for (const who of ['signed out', 'signed in'] as const) {
  slices.forEach((paths, i) => {
    test(`every built route opens a page, ${who} (${i + 1}/${slices.length}: ${paths[0]} …)`, async ({ page }) => {
      if (who === 'signed in') await signInFromLogin(page, seeded.player);
      await page.goto(UNKNOWN);
      const broken: string[] = [];
      for (const path of paths) if (await showsNotFound(page, path)) broken.push(path);
      expect(broken).toEqual([]);
    });
  });
}
