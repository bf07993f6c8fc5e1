import { anys, defineEntity, gsiKey, requiredStrings, stringList, strings, tableKey, timestamps } from './table';

/**
 * User profile (spec §3 User). Keyed by the Cognito sub; looked up by e-mail; found near a city;
 * listed in the directory of everyone (a broadcast to all users), oldest first within a shard.
 */
export const User = defineEntity('user', {
  attributes: {
    ...requiredStrings('uid', 'email', 'emailLower'),
    emailVerified: { type: 'boolean', default: false },
    ...strings('displayName', 'fullName', 'lastName', 'photoURL'),
    defaultCity: { type: 'any' },
    ...strings('geohash', 'geoCell', 'joinReason'),
    additionalInfo: { type: 'any' },
    ...strings('bio', 'phoneNumber', 'birthdate'),
    ...anys('privacySettings', 'notificationSettings', 'activitySubscriptions'),
    alternateEmails: stringList,
    /** Interests (spec §3): [{sport, toggle}], validated by shared/schemas/settings.ts. */
    sportAvailability: { type: 'any' },
    userSubscription: { type: 'string', default: 'Free' },
    /** Payments: the Stripe customer that pays, and the linked payout (Connect) account. */
    ...strings('stripeCustomerId', 'stripeId'),
    stripeChargesEnabled: { type: 'boolean' },
    stripeDetailsSubmitted: { type: 'boolean' },
    hasAdditionalInfo: { type: 'boolean', default: false },
    /** Tell players nearby that this person joined (the "joined near you" announcement); absent means yes. Minors never are. */
    announceOnJoin: { type: 'boolean' },
    /** The language for the app, e-mails and pushes (shared/constants/locales.ts); absent: never chosen. */
    locale: { type: ['en', 'es'] as const },
    /** Beta audiences the person is in (shared/constants/betas.ts), set by admins only. */
    betas: stringList,
    version: { type: 'number', default: 0 },
    /**
     * The directory shard (`s0`..`s7`, from the uid): sign-ups spread over a few byOwner partitions
     * instead of one hot one. Set when the profile is created; profiles created before it existed
     * get it from the user-directory backfill.
     */
    directoryShard: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byUid: tableKey(['uid']),
    byEmail: gsiKey('byLookup', ['emailLower']),
    /** Sparse: only users with a go-to city have the geo keys. */
    byGeo: gsiKey('byGeo', ['geoCell'], ['geohash']),
    /** Everyone, shard by shard, oldest first: paged through without a Scan. */
    byDirectory: gsiKey('byOwner', ['directoryShard'], ['createdAt']),
  },
});
