import { defineEntity, gsiKey, tableKey, timestamps } from './table';

/** User profile (spec §3 User). Keyed by the Cognito sub; looked up by e-mail; found near a city. */
export const User = defineEntity('user', {
  attributes: {
    uid: { type: 'string', required: true },
    email: { type: 'string', required: true },
    emailLower: { type: 'string', required: true },
    emailVerified: { type: 'boolean', default: false },
    displayName: { type: 'string' },
    fullName: { type: 'string' },
    lastName: { type: 'string' },
    photoURL: { type: 'string' },
    defaultCity: { type: 'any' },
    geohash: { type: 'string' },
    geoCell: { type: 'string' },
    joinReason: { type: 'string' },
    additionalInfo: { type: 'any' },
    bio: { type: 'string' },
    phoneNumber: { type: 'string' },
    birthdate: { type: 'string' },
    privacySettings: { type: 'any' },
    notificationSettings: { type: 'any' },
    activitySubscriptions: { type: 'any' },
    alternateEmails: { type: 'list', items: { type: 'string' } },
    /** Interests (spec §3): [{sport, toggle}], validated by shared/schemas/settings.ts. */
    sportAvailability: { type: 'any' },
    userSubscription: { type: 'string', default: 'Free' },
    /** Payments: the Stripe customer that pays, and the linked payout (Connect) account. */
    stripeCustomerId: { type: 'string' },
    stripeId: { type: 'string' },
    stripeChargesEnabled: { type: 'boolean' },
    stripeDetailsSubmitted: { type: 'boolean' },
    hasAdditionalInfo: { type: 'boolean', default: false },
    /** Tell players nearby that this person joined (the "joined near you" announcement); absent means yes. Minors never are. */
    announceOnJoin: { type: 'boolean' },
    version: { type: 'number', default: 0 },
    ...timestamps,
  },
  indexes: {
    byUid: tableKey(['uid']),
    byEmail: gsiKey('byLookup', ['emailLower']),
    /** Sparse: only users with a go-to city have the geo keys. */
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash']),
  },
});
