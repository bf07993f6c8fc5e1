import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { rootRoute } from './root-route';
import { publicPageRoutes } from './public-routes';

/** Spec §2 Auth routes: the same pages at the root and under auth/ (fresh objects for each place). */
export const authRoutes = (): RouteObject[] => [
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'sign-up', lazy: () => import('./routes/sign-up') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'verify-email', lazy: () => import('./routes/verify-email') },
];

/** Spec §2 form routes: in the app, and on the special team domain (domain-router.tsx). */
export const formRoutes = (): RouteObject[] => [
  { path: 'form', lazy: () => import('./routes/forms') },
  { path: 'form/access-denied', lazy: () => import('./routes/form-access-denied') },
  { path: 'form/build', lazy: () => import('./routes/form-build') },
  { path: 'form/build/:id', lazy: () => import('./routes/form-build-edit') },
  { path: 'form/:id', lazy: () => import('./routes/form-fill') },
  { path: 'form/:id/submissions', lazy: () => import('./routes/form-submissions') },
  { path: 'form/:id/:submissionId', lazy: () => import('./routes/form-submission') },
  { path: 'form/payment/:id/:submissionId', lazy: () => import('./routes/form-payment') },
  { path: 'form/:formId/team-form-add/:userId', lazy: () => import('./routes/form-team-add') },
  { path: 'pay-balance/:id/:submissionId', lazy: () => import('./routes/form-payment') },
];

/** Every page is its own lazy chunk (DESIGN §7). */
export const routes: RouteObject[] = [
  rootRoute(
    async () => (await import('./layouts/app-layout')).AppLayout,
    [
      // Spec §2: the empty path redirects to /sign-up (which sends a signed-in visitor on to discover).
      // The loader always redirects; the empty Component only stops the router warning about a bare leaf.
      { index: true, loader: () => redirect(paths.signUp), Component: () => null },
      { path: 'discover', lazy: () => import('./routes/discover') },
      { path: 'auth-dialog', lazy: () => import('./routes/auth-dialog') },
      { path: 'discover/:context', lazy: () => import('./routes/discover-context') },
      ...authRoutes(),
      { path: 'auth', children: authRoutes() },
      { path: 'verify-new-email', lazy: () => import('./routes/verify-new-email') },
      { path: 'guest-unsubscribe/:token', lazy: () => import('./routes/guest-unsubscribe') },
      { path: 'settings', lazy: () => import('./routes/settings') },
      { path: 'settings/profile', lazy: () => import('./routes/settings-profile') },
      { path: 'profile/:uid', lazy: () => import('./routes/profile') },
      { path: 'favorites', lazy: () => import('./routes/favorites') },
      { path: 'family/calendar', lazy: () => import('./routes/family-calendar') },
      { path: 'following', lazy: () => import('./routes/following') },
      // Events (spec §2 route table).
      { path: 'create', lazy: () => import('./routes/create-event') },
      { path: 'evt/:id', lazy: () => import('./routes/event') },
      { path: 'discover/events/:id', lazy: () => import('./routes/event') },
      { path: 'discover/games/:id', lazy: () => import('./routes/event') },
      { path: 'discover/events/:id/manage', lazy: () => import('./routes/event-manage') },
      {
        path: 'event',
        children: [
          { path: ':id', loader: ({ params }) => redirect(paths.event(params.id ?? '')), Component: () => null },
          { path: ':id/manage', lazy: () => import('./routes/event-manage') },
          { path: ':id/edit', lazy: () => import('./routes/edit-event') },
        ],
      },
      { path: 'share/event/:id', loader: ({ params }) => redirect(paths.event(params.id ?? '')), Component: () => null },
      {
        path: 'games/:id/manage',
        loader: ({ params }) => redirect(paths.eventManage(params.id ?? '')),
        Component: () => null,
      },
      { path: 'notifications', lazy: () => import('./routes/notifications') },
      { path: 'places/view/:id', lazy: () => import('./routes/place-view') },
      { path: 'places/new', lazy: () => import('./routes/place-new') },
      { path: 'places/edit/:id', lazy: () => import('./routes/place-edit') },
      { path: 'places/poster', lazy: () => import('./routes/places-poster') },
      // Teams, communities, leagues and organizations (spec §2 route table).
      // No id: the team guard sends the visitor to the root (spec §2).
      { path: 'team', lazy: () => import('./routes/team') },
      { path: 'team/:id', lazy: () => import('./routes/team') },
      { path: 'organization/:id', lazy: () => import('./routes/organization') },
      { path: 'org/:slug', lazy: () => import('./routes/org-slug') },
      { path: 'org', lazy: () => import('./routes/org-slug') },
      { path: 'team-not-found', lazy: () => import('./routes/team-not-found') },
      { path: 'teams/create', lazy: () => import('./routes/teams-create') },
      { path: 'start/community', lazy: () => import('./routes/start-community') },
      { path: 'start/ambassador', lazy: () => import('./routes/start-ambassador') },
      { path: 'my-communities', lazy: () => import('./routes/my-communities') },
      { path: 'teams-v3', lazy: () => import('./routes/teams-v3') },
      { path: 'leagues', lazy: () => import('./routes/leagues') },
      { path: 'organizations', lazy: () => import('./routes/organizations') },
      { path: 'external-teams', lazy: () => import('./routes/external-teams') },
      // Home and finding people (spec §2 route table).
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'profile', lazy: () => import('./routes/my-profile') },
      { path: 'find-players', lazy: () => import('./routes/find-players') },
      { path: 'connect', lazy: () => import('./routes/connect') },
      { path: 'user-list', lazy: () => import('./routes/user-list') },
      { path: 'full-search', lazy: () => import('./routes/full-search') },
      { path: 'city-search', lazy: () => import('./routes/city-search') },
      { path: 'scan', lazy: () => import('./routes/scan') },
      // Marketing, help, learn-and-grow and the quizzes: also the light public build's pages.
      ...publicPageRoutes(),
      { path: 'localconnect', lazy: () => import('./routes/localconnect') },
      { path: 'user-onboarding', lazy: () => import('./routes/user-onboarding') },
      // Post board (spec §2 route table).
      { path: 'posts', lazy: () => import('./routes/posts') },
      { path: 'posts/:category', lazy: () => import('./routes/post-category') },
      { path: 'posts/:category/:subcategory', lazy: () => import('./routes/post-list') },
      { path: 'posts/:category/:subcategory/:postId', lazy: () => import('./routes/post-view') },
      // Websites (spec §2 route table).
      { path: 'site', lazy: () => import('./routes/sites') },
      { path: 'site/build', lazy: () => import('./routes/site-build') },
      { path: 'site/build/:id', lazy: () => import('./routes/site-edit') },
      { path: 'site/view/:id', lazy: () => import('./routes/site-view') },
      { path: 'site/view/:id/:slug', lazy: () => import('./routes/site-view') },
      { path: 'custom-website', lazy: () => import('./routes/custom-website') },
      { path: 'organization-website/:id', lazy: () => import('./routes/organization-website') },
      // Messages (spec §2 route table).
      { path: 'messages', lazy: () => import('./routes/messages') },
      // Partners and admin (spec §2 route table).
      { path: 'partners/:ptype', lazy: () => import('./routes/partners') },
      { path: 'partner/preferred/:id', lazy: () => import('./routes/partner-preferred') },
      { path: 'partner/events/:id', lazy: () => import('./routes/partner-events') },
      { path: 'admin', lazy: () => import('./routes/admin') },
      // Forms and waivers (spec §2 route table).
      ...formRoutes(),
      // Payments (spec §2 route table).
      { path: 'payments', lazy: () => import('./routes/payments') },
      { path: 'organizer/pricing', lazy: () => import('./routes/organizer-pricing') },
      { path: 'pricing/member', lazy: () => import('./routes/member-pricing') },
      { path: 'member/pricing', lazy: () => import('./routes/member-pricing') },
      { path: 'subscriptions', lazy: () => import('./routes/subscriptions') },
      { path: 'subscriptions/:hostId', lazy: () => import('./routes/host-subscriptions') },
      { path: 'invoices', lazy: () => import('./routes/invoices') },
      { path: 'transactions', lazy: () => import('./routes/transactions') },
      { path: 'payment-success', lazy: () => import('./routes/payment-success') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  ),
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
