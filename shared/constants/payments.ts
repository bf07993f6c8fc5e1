/**
 * Payments (spec §1, §3, §5, §6, §7, §8, §9): plans, payout countries and the spec's
 * messages. Plans are product configuration, not data: they change with a deploy, like prices.
 */

/** Spec §1: plans are shown per platform. The deployment's platform is configuration ('gth' by default). */
export const platforms = ['gth', 'meh'] as const;
export type Platform = (typeof platforms)[number];

/** Spec §2, §6 "Transactions hidden on 'meh'": the payments page's link and section, and the page itself. */
export const showsTransactions = (platform: Platform): boolean => platform !== 'meh';

/**
 * Spec §6: what a subscription pays for. Only teams and user have plans (below) and can be bought;
 * tournaments and drop-in pickup are kept as the spec names them but nothing offers or sells them.
 */
export const subscriptionKinds = ['teams', 'user', 'tournaments', 'dropInPickup'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];
export const subscriptionKindLabels: Record<SubscriptionKind, string> = {
  teams: 'Teams and communities',
  user: 'Member Plus',
  tournaments: 'Tournaments',
  dropInPickup: 'Drop-in pickup',
};

export interface Plan {
  /** Stable plan id; for team plans it is the team subscription level it grants (§3). */
  id: string;
  /** Unique across platforms and kinds: `{platform or 'team'}:{id}`. */
  uid: string;
  /** The subscription kind the plan pays for. */
  item: SubscriptionKind;
  label: string;
  /**
   * The Stripe price's lookup key (null: the free plan). Prices are created once per Stripe account
   * with these lookup keys (README, Payments); the payments domain resolves them to price ids.
   */
  priceId: string | null;
  /** US dollars per billing period (§9: teams monthly, users yearly). */
  cost: number;
  interval: 'month' | 'year';
  features: string[];
}

/** Team plans, billed monthly (§9); ids are the team subscription levels of §3. */
export const teamPlans: readonly Plan[] = [
  {
    id: 'ROOKIE',
    uid: 'team:ROOKIE',
    item: 'teams',
    label: 'Rookie',
    priceId: null,
    cost: 0,
    interval: 'month',
    features: ['Unlimited events and RSVPs', 'Team page, chat and announcements', 'Up to 2 admins'],
  },
  {
    id: 'PRO',
    uid: 'team:PRO',
    item: 'teams',
    label: 'Organizer Pro',
    priceId: 'rally_team_pro_monthly',
    cost: 19,
    interval: 'month',
    features: ['Everything in Rookie', 'Custom website with your own domain', 'Unlimited admins'],
  },
  {
    id: 'ALL_STAR',
    uid: 'team:ALL_STAR',
    item: 'teams',
    label: 'Organizer All-Star',
    priceId: 'rally_team_all_star_monthly',
    cost: 49,
    interval: 'month',
    features: ['Everything in Organizer Pro'],
  },
];

/**
 * What each team level unlocks: every limit a team plan card names is here, and the server
 * enforces it (lambdas/domain/teams/plan-limits.ts). `maxManagers` counts owners and admins
 * together; null is no limit.
 */
export const teamPlanLimits = {
  ROOKIE: { maxManagers: 2, customDomain: false },
  PRO: { maxManagers: null, customDomain: true },
  ALL_STAR: { maxManagers: null, customDomain: true },
} as const satisfies Record<string, { maxManagers: number | null; customDomain: boolean }>;
export type TeamLevel = keyof typeof teamPlanLimits;

/** A team's level as stored, read safely: anything unknown counts as the free level. */
export const teamLevel = (stored: string | null | undefined): TeamLevel =>
  stored && Object.hasOwn(teamPlanLimits, stored) ? (stored as TeamLevel) : 'ROOKIE';

/**
 * Whether a person's user plan as stored is Member Plus: `userSubscription` holds the live plan's
 * label ('Free' by default, §3) and goes back to 'Free' when the subscription ends.
 */
export const hasMemberPlus = (userSubscription: string | null | undefined): boolean => userSubscription === 'Member Plus';

/** Refusals over a plan's limit (403), naming the plan that allows it; the web shows the same words before anyone tries. */
export const planMessages = {
  adminLimit: 'Up to 2 admins on the Rookie plan. Organizer Pro allows unlimited admins.',
  customDomain: 'A custom domain is for team websites on Organizer Pro or Organizer All-Star. Choose a team on one of those plans.',
  memberPlusBadge: 'Member Plus',
} as const;

/** User plans per platform, billed yearly (§9). */
export const userPlans: Record<Platform, readonly Plan[]> = {
  gth: [
    {
      id: 'FREE',
      uid: 'gth:FREE',
      item: 'user',
      label: 'Free',
      priceId: null,
      cost: 0,
      interval: 'year',
      features: ['Find games and players near you', 'RSVP, teams and messages', 'Weekly availability'],
    },
    {
      id: 'MEMBER_PLUS',
      uid: 'gth:MEMBER_PLUS',
      item: 'user',
      label: 'Member Plus',
      priceId: 'rally_gth_member_plus_yearly',
      cost: 29,
      interval: 'year',
      features: ['Everything in Free', 'Badge on your profile'],
    },
  ],
  meh: [
    {
      id: 'FREE',
      uid: 'meh:FREE',
      item: 'user',
      label: 'Free',
      priceId: null,
      cost: 0,
      interval: 'year',
      features: ['Join events and communities', 'RSVP and messages'],
    },
    {
      id: 'MEMBER_PLUS',
      uid: 'meh:MEMBER_PLUS',
      item: 'user',
      label: 'Member Plus',
      priceId: 'rally_meh_member_plus_yearly',
      cost: 19,
      interval: 'year',
      features: ['Everything in Free', 'Badge on your profile'],
    },
  ],
};

/** Every paid plan's price lookup key (the local Stripe fake creates these prices). */
export const allPlans = (): Plan[] => [...teamPlans, ...userPlans.gth, ...userPlans.meh];

export const findPlan = (kind: 'team' | 'user', platform: Platform, id: string): Plan | undefined =>
  (kind === 'team' ? teamPlans : userPlans[platform]).find((p) => p.id === id);

/** Spec §8: 45 countries for the payout home country (Stripe Connect's Express countries). */
export const payoutCountries: ReadonlyArray<{ name: string; code: string }> = [
  { name: 'Australia', code: 'AU' },
  { name: 'Austria', code: 'AT' },
  { name: 'Belgium', code: 'BE' },
  { name: 'Brazil', code: 'BR' },
  { name: 'Bulgaria', code: 'BG' },
  { name: 'Canada', code: 'CA' },
  { name: 'Croatia', code: 'HR' },
  { name: 'Cyprus', code: 'CY' },
  { name: 'Czech Republic', code: 'CZ' },
  { name: 'Denmark', code: 'DK' },
  { name: 'Estonia', code: 'EE' },
  { name: 'Finland', code: 'FI' },
  { name: 'France', code: 'FR' },
  { name: 'Germany', code: 'DE' },
  { name: 'Gibraltar', code: 'GI' },
  { name: 'Greece', code: 'GR' },
  { name: 'Hong Kong', code: 'HK' },
  { name: 'Hungary', code: 'HU' },
  { name: 'India', code: 'IN' },
  { name: 'Ireland', code: 'IE' },
  { name: 'Italy', code: 'IT' },
  { name: 'Japan', code: 'JP' },
  { name: 'Latvia', code: 'LV' },
  { name: 'Liechtenstein', code: 'LI' },
  { name: 'Lithuania', code: 'LT' },
  { name: 'Luxembourg', code: 'LU' },
  { name: 'Malaysia', code: 'MY' },
  { name: 'Malta', code: 'MT' },
  { name: 'Mexico', code: 'MX' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'New Zealand', code: 'NZ' },
  { name: 'Norway', code: 'NO' },
  { name: 'Poland', code: 'PL' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Romania', code: 'RO' },
  { name: 'Singapore', code: 'SG' },
  { name: 'Slovakia', code: 'SK' },
  { name: 'Slovenia', code: 'SI' },
  { name: 'Spain', code: 'ES' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Switzerland', code: 'CH' },
  { name: 'Thailand', code: 'TH' },
  { name: 'United Arab Emirates', code: 'AE' },
  { name: 'United Kingdom', code: 'GB' },
  { name: 'United States', code: 'US' },
];
/** §9: the default country. */
export const DEFAULT_COUNTRY = 'US';

/** Spec §8 and §5 messages, word for word. */
export const paymentMessages = {
  linked: 'Successfully linked Stripe account',
  linkCodeFailed: 'Something went wrong linking stripe account from authorization code',
  linkNoId: 'Something went wrong linking Stripe account',
  takingYouToStripe: 'Taking you to Stripe',
  unlinked: 'Your Stripe account was unlinked successfully.',
  unlinkFailed: 'Failed to unlink your Stripe account, please try again.',
  cancelled: 'Successfully cancelled subscription!',
  changed: 'Successfully changed subscription!',
  redirectSucceeded: 'Congratulations, Payment was successful!',
  subscriptionActivated: 'Payment successful! Your subscription has been activated.',
  noActiveSubscription: 'No active subscription found.',
  productLoading: 'Loading...',
  productUnknown: 'N/A',
  // Server-side refusals (ours; the spec names none).
  payoutsNeedAccount: 'Link a Stripe account first: payouts need a linked account.',
  unlinkFirst: 'Your Stripe account is already linked: unlink it first to use another one',
  connectStateInvalid: 'This Stripe authorization was not started from your account or has expired: connect to Stripe again',
  planNotFound: 'No such plan',
  planIsFree: 'This plan is free: there is nothing to pay',
  planMismatch: 'The price or cost does not match the plan',
  subscriptionNotFound: 'Subscription not found',
  notYourSubscription: 'This subscription is not yours',
  alreadySubscribed: 'This already has an active subscription: change its plan instead',
  testModeOnly: 'This server takes test payments only',
  liveModeOnly: 'This server takes live payments only',
  stripeUnavailable: 'The payment provider could not be reached. Please try again.',
  subscriptionsDisabled: 'Subscriptions are turned off',
  notConfigured: 'Payments are not set up on this server yet',
  customerSessionNeedsEmail: 'Your account has no e-mail address: add one before managing payments',
} as const;
