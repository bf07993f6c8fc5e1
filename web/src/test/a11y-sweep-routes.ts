/**
 * Every path of the app's route table (web/src/app/router.tsx), as the accessibility sweep visits
 * it (test/e2e/a11y.spec.ts): parameters filled with seeded ids (lib/local/seed-data.ts) so pages
 * show real content, and who sees the page.
 * - `anyone`: swept signed out and signed in (as the seeded player);
 * - `visitor`: sign-in and sign-up, which send a signed-in person on: swept signed out;
 * - `player`: needs a signed-in user: swept as the seeded player;
 * - `admin`: swept as the seeded admin.
 * `redirect` entries only send the visitor on to another entry's page, so they are not swept twice.
 * The spec fails when a route of the table is missing here, so a new page joins the sweep.
 */
export type Audience = 'anyone' | 'visitor' | 'player' | 'admin';

export interface SweepRoute {
  /** The router's pattern, as the route table writes it. */
  pattern: string;
  /** What to open; `{playerUid}` is the seeded player's id, known once they sign in. */
  path: string;
  as: Audience | 'redirect';
}

const route = (pattern: string, as: SweepRoute['as'], path: string = pattern): SweepRoute => ({ pattern, path, as });

export const sweepRoutes: SweepRoute[] = [
  route('/', 'redirect'),
  route('/discover', 'anyone'),
  route('/auth-dialog', 'anyone'),
  // A made-up token: the page answers that the link is not valid, which is what a stale link shows.
  route('/guest-unsubscribe/:token', 'anyone', '/guest-unsubscribe/guest_00000000000000000000000000.invalid'),
  route('/discover/:context', 'anyone', '/discover/teams'),
  route('/login', 'visitor'),
  route('/sign-up', 'visitor'),
  route('/forgot-password', 'anyone'),
  route('/verify-email', 'anyone', '/verify-email?email=someone%40example.com'),
  route('/auth/login', 'visitor'),
  route('/auth/sign-up', 'visitor'),
  route('/auth/forgot-password', 'anyone'),
  route('/auth/verify-email', 'anyone'),
  route('/verify-new-email', 'player'),
  route('/settings', 'player'),
  route('/settings/profile', 'player'),
  route('/profile/:uid', 'anyone', '/profile/{playerUid}'),
  route('/favorites', 'player'),
  route('/family/calendar', 'player'),
  route('/following', 'player'),
  route('/create', 'player'),
  route('/evt/:id', 'anyone', '/evt/seed-evt-02'),
  route('/discover/events/:id', 'anyone', '/discover/events/seed-evt-01'),
  route('/discover/games/:id', 'anyone', '/discover/games/seed-evt-06'),
  route('/discover/events/:id/manage', 'player', '/discover/events/seed-evt-01/manage'),
  route('/event/:id', 'redirect', '/event/seed-evt-01'),
  route('/event/:id/manage', 'player', '/event/seed-evt-03/manage'),
  route('/event/:id/edit', 'player', '/event/seed-evt-03/edit'),
  route('/share/event/:id', 'redirect', '/share/event/seed-evt-01'),
  route('/games/:id/manage', 'redirect', '/games/seed-evt-01/manage'),
  route('/notifications', 'player'),
  route('/places/view/:id', 'anyone', '/places/view/seed-place-wash-park'),
  route('/places/new', 'player'),
  route('/places/edit/:id', 'player', '/places/edit/seed-place-wash-park'),
  route('/places/poster', 'anyone'),
  route('/team', 'redirect'),
  route('/team/:id', 'anyone', '/team/seed-team-dinks'),
  route('/organization/:id', 'anyone', '/organization/seed-org-denver-sports'),
  route('/org/:slug', 'anyone', '/org/denver-sports'),
  route('/org', 'anyone'),
  route('/team-not-found', 'anyone'),
  route('/teams/create', 'player'),
  route('/start/community', 'anyone'),
  route('/start/ambassador', 'anyone'),
  route('/my-communities', 'player'),
  route('/teams-v3', 'anyone'),
  route('/leagues', 'anyone'),
  route('/organizations', 'anyone'),
  route('/external-teams', 'anyone'),
  route('/home', 'player'),
  route('/profile', 'player'),
  route('/find-players', 'anyone'),
  route('/connect', 'player'),
  route('/user-list', 'player'),
  route('/full-search', 'player'),
  route('/city-search', 'player'),
  route('/scan', 'player'),
  route('/features', 'anyone'),
  route('/community-connect', 'anyone'),
  route('/organize-events', 'anyone'),
  route('/forms-and-waivers', 'anyone'),
  route('/collect-payments', 'anyone'),
  route('/create-tournaments', 'anyone'),
  route('/create-webpages', 'anyone'),
  route('/promo', 'anyone'),
  route('/ai', 'anyone'),
  route('/main-carousel', 'anyone'),
  route('/learn-and-grow-carousel', 'anyone'),
  route('/learn-and-grow', 'anyone'),
  route('/faqs', 'anyone'),
  route('/guide', 'anyone'),
  route('/about-us', 'anyone'),
  route('/quiz', 'anyone'),
  route('/quiz/pickleball', 'anyone'),
  route('/quiz/pickleball-paddle', 'anyone'),
  route('/localconnect', 'anyone'),
  route('/user-onboarding', 'player'),
  route('/posts', 'anyone'),
  route('/posts/:category', 'anyone', '/posts/play-and-competition'),
  route('/posts/:category/:subcategory', 'anyone', '/posts/play-and-competition/find-a-game'),
  route('/posts/:category/:subcategory/:postId', 'anyone', '/posts/play-and-competition/find-a-game/seed-post-5'),
  route('/site', 'player'),
  route('/site/build', 'player'),
  route('/site/build/:id', 'player', '/site/build/seed-site-dinks'),
  route('/site/view/:id', 'anyone', '/site/view/seed-site-dinks'),
  route('/site/view/:id/:slug', 'anyone', '/site/view/seed-site-dinks/about'),
  route('/custom-website', 'anyone'),
  route('/organization-website/:id', 'anyone', '/organization-website/seed-org-denver-sports'),
  route('/messages', 'player'),
  route('/partners/:ptype', 'anyone', '/partners/venues'),
  route('/partner/preferred/:id', 'anyone', '/partner/preferred/seed-partner-wash-park'),
  route('/partner/events/:id', 'anyone', '/partner/events/seed-partner-wash-park'),
  route('/admin', 'admin'),
  // No form is seeded: these show their "not found" or "access denied" states.
  route('/form', 'player'),
  route('/form/access-denied', 'anyone'),
  route('/form/build', 'player'),
  route('/form/build/:id', 'player', '/form/build/no-such-form'),
  route('/form/:id', 'player', '/form/no-such-form'),
  route('/form/:id/submissions', 'player', '/form/no-such-form/submissions'),
  route('/form/:id/:submissionId', 'player', '/form/no-such-form/no-such-submission'),
  route('/form/payment/:id/:submissionId', 'player', '/form/payment/no-such-form/no-such-submission'),
  route('/form/:formId/team-form-add/:userId', 'player', '/form/no-such-form/team-form-add/{playerUid}'),
  route('/pay-balance/:id/:submissionId', 'player', '/pay-balance/no-such-form/no-such-submission'),
  route('/payments', 'player'),
  route('/organizer/pricing', 'anyone'),
  route('/pricing/member', 'anyone'),
  route('/member/pricing', 'anyone'),
  route('/subscriptions', 'player'),
  route('/subscriptions/:hostId', 'player', '/subscriptions/seed-org-denver-sports'),
  route('/invoices', 'player'),
  route('/transactions', 'player'),
  route('/payment-success', 'player'),
  route('/*', 'anyone', '/no-such-page'),
];

/** A team's own domain (the seeded demo site, domain-router.tsx): its pages, signed out. */
export const customDomainPaths = ['/', '/about', '/contact', '/team', '/login'] as const;
