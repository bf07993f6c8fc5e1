/** App paths that code links to (spec §2 Auth routes, Settings, Profile route). */
export const paths = {
  home: '/',
  discover: '/discover',
  /** Discover around a chosen point (home's location card, city search). */
  discoverAt: (p: { lat: number; lng: number; name: string }) =>
    `/discover?${new URLSearchParams({ lat: String(p.lat), lng: String(p.lng), place: p.name }).toString()}`,
  /** The signed-in home dashboard (spec §2: a guarded, authorised route home). */
  dashboard: '/home',
  signUp: '/sign-up',
  login: '/login',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  /** Change the sign-in e-mail: a code to the new address confirms it (spec §2 route table). */
  verifyNewEmail: '/verify-new-email',
  settings: '/settings',
  /** The first-sign-up profile form: "otherwise a first-sign-up profile form with a picture shows" (§2). */
  settingsProfile: '/settings/profile',
  /** Where a new user goes after 'Setup Account' (§2 Settings). */
  afterSetup: '/settings?tab=availability&skippable=true',
  profile: (uid: string) => `/profile/${encodeURIComponent(uid)}`,
  // Events (spec §2 route table: create, evt/{id}, event/{id}/manage, share/event/{id}).
  createEvent: '/create',
  event: (id: string) => `/evt/${encodeURIComponent(id)}`,
  eventManage: (id: string) => `/event/${encodeURIComponent(id)}/manage`,
  eventEdit: (id: string) => `/event/${encodeURIComponent(id)}/edit`,
  shareEvent: (id: string) => `/share/event/${encodeURIComponent(id)}`,
  notifications: '/notifications',
  /** The person's favourite events (not in the spec's route table; see docs/decisions.md). */
  favorites: '/favorites',
  familyCalendar: '/family/calendar',
  /** The hosts, teams and places the person follows (spec §1 "hosts followed"; see docs/decisions.md). */
  following: '/following',
  // Places (spec §2 route table: places/view/{id} public, places/new and places/edit/{id} need login).
  placeView: (id: string) => `/places/view/${encodeURIComponent(id)}`,
  placeNew: '/places/new',
  placeEdit: (id: string) => `/places/edit/${encodeURIComponent(id)}`,
  placePoster: (id?: string) => (id ? `/places/poster?id=${encodeURIComponent(id)}` : '/places/poster'),
  // Teams, communities, leagues and organizations (spec §2 route table).
  teamCreate: '/teams/create',
  team: (id: string) => `/team/${encodeURIComponent(id)}`,
  myCommunities: '/my-communities',
  teamsDirectory: '/teams-v3',
  leagues: '/leagues',
  organizations: '/organizations',
  organization: (id: string) => `/organization/${encodeURIComponent(id)}`,
  org: (slug: string) => `/org/${encodeURIComponent(slug)}`,
  externalTeams: '/external-teams',
  teamNotFound: '/team-not-found',
  startCommunity: '/start/community',
  // Finding people.
  findPlayers: '/find-players',
  connect: '/connect',
  userList: '/user-list',
  fullSearch: (q?: string) => (q ? `/full-search?${new URLSearchParams({ q }).toString()}` : '/full-search'),
  citySearch: '/city-search',
  scan: '/scan',
  // Help and quizzes.
  faqs: '/faqs',
  guide: '/guide',
  aboutUs: '/about-us',
  quiz: '/quiz',
  features: '/features',
  onboarding: '/user-onboarding',
  // Post board, partners and admin.
  posts: '/posts',
  postCategory: (category: string) => `/posts/${encodeURIComponent(category)}`,
  postSubcategory: (category: string, sub: string) => `/posts/${encodeURIComponent(category)}/${encodeURIComponent(sub)}`,
  post: (p: { category: string; subCategory: string; id: string }) =>
    `/posts/${encodeURIComponent(p.category)}/${encodeURIComponent(p.subCategory)}/${encodeURIComponent(p.id)}`,
  partners: (ptype: string) => `/partners/${encodeURIComponent(ptype)}`,
  preferredPartner: (id: string) => `/partner/preferred/${encodeURIComponent(id)}`,
  partnerEvents: (id: string) => `/partner/events/${encodeURIComponent(id)}`,
  admin: '/admin',
  messages: '/messages',
  // Forms (the feature has the rest in features/forms/paths.ts).
  forms: '/form',
  // Payments.
  payments: '/payments',
  paymentsTab: '/settings?tab=payments',
  organizerPricing: '/organizer/pricing',
  memberPricing: '/pricing/member',
  subscriptions: '/subscriptions',
  hostSubscriptions: (hostId: string) => `/subscriptions/${encodeURIComponent(hostId)}`,
  invoices: '/invoices',
  transactions: '/transactions',
  paymentSuccess: '/payment-success',
} as const;

/** Spec §2: /home, /profile and /teams send a visitor to login when no user appears about 1 s after navigation. */
export const protectedPrefixes = ['/home', '/profile', '/teams'] as const;

export function isProtectedPath(pathname: string): boolean {
  return protectedPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
