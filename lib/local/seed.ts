import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  CreateGroupCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { availabilityInput } from '@shared/schemas/availability';
import { zonedToInstant } from '@shared/time/zoned-time';
import { eventInput } from '@shared/schemas/event';
import { occurrencesOf, toStoredFields } from '../../lambdas/domain/events/event-dto';
import { featureFlags, partners } from '../../lambdas/data/admin';
import { availability } from '../../lambdas/data/availability';
import { saveAvailability } from '../../lambdas/domain/availability/availability';
import { reindexPerson } from '../../lambdas/domain/fill/index-writer';
import { events } from '../../lambdas/data/events';
import { rsvps } from '../../lambdas/data/rsvps';
import { memberships } from '../../lambdas/data/memberships';
import { places } from '../../lambdas/data/places';
import { posts } from '../../lambdas/data/posts';
import { seasons, teams } from '../../lambdas/data/teams';
import { users } from '../../lambdas/data/users';
import { websites } from '../../lambdas/data/websites';
import { encode } from '../../lambdas/data/geo';
import { ADMIN_GROUP } from '@shared/api/route-def';
import { seedAvailability, seedEventSettings, seedEvents, seedLiveGame, seedMemberships, seedPassword, seedPayoutAccount, seedPlaces, seedPartners, seedPlayerRsvps, seedPosts, seedSite, seedSeasons, seedTeams, seedUsers } from './seed-data';

const DENVER_TZ = 'America/Denver';

/** A confirmed Cognito user with a permanent password (get or create); returns its sub (the uid). */
export async function ensureCognitoUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string = seedPassword,
): Promise<string> {
  const sub = (attrs?: Array<{ Name?: string; Value?: string }>) => attrs?.find((a) => a.Name === 'sub')?.Value;
  try {
    const existing = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    const uid = sub(existing.UserAttributes);
    if (uid) return uid;
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true }));
  const uid = sub(created.User?.Attributes);
  if (!uid) throw new Error(`cognito-local returned no sub for ${email}`);
  return uid;
}

/** Put a user in the `admins` group (created on first use); both steps are idempotent. */
export async function addToAdmins(cognito: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<void> {
  try {
    await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP, Description: 'Rally administrators' }));
  } catch (error) {
    if ((error as Error).name !== 'GroupExistsException') throw error;
  }
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP }));
}

/**
 * Seed demo accounts and Denver content. Idempotent: accounts, profiles and availability are
 * created only when missing; places, teams, memberships, posts and events have fixed ids and are
 * upserted, with event dates moved to the coming two weeks so discover never looks empty.
 */
export async function seed(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  opts: { /** Link the organizer to her payout account in the Stripe fake (not against real Stripe). */ payoutAccount?: boolean } = {},
): Promise<{ users: Record<string, string> }> {
  const uids: Record<string, string> = {};
  for (const u of seedUsers) {
    const uid = await ensureCognitoUser(cognito, userPoolId, u.email);
    uids[u.key] = uid;
    if ('admin' in u && u.admin) await addToAdmins(cognito, userPoolId, u.email);
    if (!(await users.get(uid))) {
      await users.save(
        { uid, email: u.email, emailVerified: true },
        {
          displayName: u.displayName,
          fullName: u.fullName,
          lastName: u.lastName,
          joinReason: u.joinReason,
          defaultCity: { ...DEFAULT_CITY, hash: encode(DEFAULT_CITY.lat, DEFAULT_CITY.lng) },
          additionalInfo: { sports: u.sports },
          privacySettings: { blocklist: [], messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true },
          hasAdditionalInfo: true,
        },
        undefined,
      );
    }
  }
  const organizer = uids.organizer!;
  const player = uids.player!;
  if (opts.payoutAccount) {
    // Linked only while she has none, so a payout account she linked herself is kept.
    await users.linkPayoutAccount(uids[seedPayoutAccount.user]!, { stripeId: seedPayoutAccount.stripeId, stripeChargesEnabled: true, stripeDetailsSubmitted: true });
  }
  await Promise.all(seedPlaces.map((p) => places.put({ ...p, creatorId: organizer })));
  // Teams are written once (joins and edits made on the local stack are kept), with their
  // member count, slug and seasons.
  await Promise.all(
    seedTeams.map(async (t) => {
      const existing = await teams.get(t.teamId);
      if (existing) {
        // Local data from before teams kept a member count has none: count the memberships once.
        if (!existing.memberCount) await teams.setMemberCount(t.teamId, (await memberships.ofTeam(t.teamId)).length);
        // A seeded plan level holds on every start (the e2e custom-domain story needs it).
        if ('subscriptionLevel' in t && t.subscriptionLevel && existing.subscriptionLevel !== t.subscriptionLevel) await teams.setSubscriptionLevel(t.teamId, t.subscriptionLevel, null);
        return;
      }
      const memberCount = seedMemberships.filter((m) => m.teamId === t.teamId).length;
      await teams.put({ ...t, creatorId: organizer, city: DEFAULT_CITY.name, memberCount, version: 1 });
      if (t.slug) await teams.putSlug(t.slug, t.teamId);
      await Promise.all(seedMemberships.filter((m) => m.teamId === t.teamId).map((m) => memberships.add(m.teamId, uids[m.user]!, m.role)));
      for (const { sessions, group, ...season } of seedSeasons.filter((x) => x.teamId === t.teamId)) {
        const saved = await seasons.create(t.teamId, { ...season, group: group ?? undefined });
        for (const session of sessions) await seasons.createSession(t.teamId, { ...session, seasonId: saved.seasonId });
      }
    }),
  );
  // Pat is registered for the league's winter season: the player card shows it.
  const winter = (await seasons.ofTeam('seed-league-front-range')).find((x) => x.label === 'Winter 2027');
  if (winter) await seasons.register(player, winter.teamId, winter.seasonId);
  await Promise.all(
    seedPosts.map(({ daysAgo, ...p }, i) =>
      posts.put({
        ...p,
        authorId: i % 2 ? organizer : player,
        cityName: DEFAULT_CITY.name,
        lat: DEFAULT_CITY.lat,
        lng: DEFAULT_CITY.lng,
        createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      }),
    ),
  );
  // The demo team site, published at demo-team.localhost (written once: local edits are kept).
  if (!(await websites.get(seedSite.siteId, 'published'))) {
    const { domain, ...site } = seedSite;
    const publishedAt = new Date().toISOString();
    await Promise.all([
      websites.put({ ...site, domain, creatorId: organizer, state: 'published', version: 1, publishedAt }),
      websites.put({ ...site, domain, creatorId: organizer, state: 'draft', version: 1, publishedAt }),
      websites.putVerifiedDomain(domain, seedSite.siteId),
      websites.putTeamSite(seedSite.teamId, seedSite.siteId),
    ]);
  } else if (
    (await websites.get(seedSite.siteId, 'published'))?.domain === seedSite.domain &&
    !(await websites.verifiedSiteOf(seedSite.domain))
  ) {
    // Data seeded before domains needed a DNS proof: the demo site still answers at its domain.
    await websites.putVerifiedDomain(seedSite.domain, seedSite.siteId);
  }
  // Subscriptions work locally against the Stripe fake: the flag starts on here (off in AWS until an
  // admin turns it on); written only once, so an admin's choice on the local stack is kept.
  if (!(await featureFlags.get())) await featureFlags.set({ subscriptionsEnabled: true }, 'seed');
  // Partners are written once, so an admin's edits on the local stack are kept.
  await Promise.all(
    seedPartners.map(async ({ partnerId, ...fields }) => {
      if (!(await partners.get(partnerId))) await partners.put(partnerId, fields);
    }),
  );
  const today = new Date();
  await Promise.all(
    (['player', 'organizer'] as const).map(async (key) => {
      const uid = uids[key]!;
      if (await availability.get(uid)) {
        // Kept as saved; its "Fill this game" index items are rebuilt, so a record stored before
        // the index (or under an older index layout) is found on this start too.
        await reindexPerson(uid);
        return;
      }
      const seedEntry = seedAvailability[key];
      // Parsed with the API's own contract and saved through the domain's save, so seeded data is
      // exactly what a save would store, index items included.
      const input = availabilityInput.parse({
        weekly: seedEntry.weekly,
        privacy: seedEntry.privacy,
        dateSpecific: seedEntry.dateSpecific.map(({ dayOffset, ...e }) => ({
          ...e,
          date: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + dayOffset)).toISOString().slice(0, 10),
        })),
      });
      await saveAvailability({ uid }, uid, input);
    }),
  );
  const written = await Promise.all(
    seedEvents.map(async (e) => {
      const place = seedPlaces.find((p) => p.placeId === e.placeId)!;
      const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + e.dayOffset));
      const start = zonedToInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), e.hour, 0, 0, DENVER_TZ);
      const weeks = 'weeks' in e ? e.weeks : 0;
      // Parsed with the API's own contract, so seeded events are exactly what a create would store.
      const input = eventInput.parse({
        title: e.title,
        gameType: e.gameType,
        description: `${e.title} at ${place.name}. All levels welcome; bring water.`,
        dateStart: new Date(start).toISOString(),
        timeZone: DENVER_TZ,
        duration: { hours: 1, minutes: 30 },
        location: { placeId: place.placeId, name: place.name, address: place.address, lat: place.lat, lng: place.lng },
        reoccurringInfo: weeks
          ? { frequency: 'weekly', daysOfWeek: [], endDate: new Date(day.getTime() + (weeks - 1) * 7 * 86_400_000).toISOString().slice(0, 10) }
          : null,
        ...seedEventSettings[e.eventId],
      });
      const stored = toStoredFields(input);
      await events.put({ eventId: e.eventId, creatorId: organizer, cancelled: false, favoriteCount: 0, version: 1, ...stored });
      return { eventId: e.eventId, first: occurrencesOf(stored)[0], capacity: input.capacity ?? null };
    }),
  );
  {
    const place = seedPlaces.find((p) => p.placeId === seedLiveGame.placeId)!;
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const input = eventInput.parse({
      title: seedLiveGame.title,
      gameType: seedLiveGame.gameType,
      description: `Open play all day, three days running, at ${place.name}. Drop in any time; late sign-ups welcome.`,
      dateStart: new Date(hour - seedLiveGame.startedHoursAgo * 3_600_000).toISOString(),
      timeZone: DENVER_TZ,
      duration: seedLiveGame.duration,
      location: { placeId: place.placeId, name: place.name, address: place.address, lat: place.lat, lng: place.lng },
      allowLateRsvp: true,
    });
    await events.put({ eventId: seedLiveGame.eventId, creatorId: organizer, cancelled: false, favoriteCount: 0, version: 1, ...toStoredFields(input) });
  }
  // One at a time: DynamoDB Local refuses transactions that run at once. 'exists' when an
  // earlier seed on the same day already joined this date.
  for (const e of written.filter((w) => seedPlayerRsvps.includes(w.eventId))) {
    if (!e.first) continue;
    const outcome = await rsvps.join(e.eventId, e.first, player, 0, e.capacity);
    if (outcome === 'full') console.warn(`seed: could not join ${e.eventId}`);
  }
  return { users: uids };
}
