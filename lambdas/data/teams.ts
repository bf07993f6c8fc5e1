import type { ItemOf } from './entities/table';
import { ulid } from 'ulid';
import type { JoinRequest, Registration, Season, Team, TeamSession } from './entities/team';
import { deleteAllKeys, getAcross } from './batch';
import { geoKeys, nearestInCircle, rangeEnd, type Circle } from './geo';
import { db, unlessConditionFails, writeWithRetry } from './service';

export type TeamItem = ItemOf<typeof Team>;
export type TeamKindValue = NonNullable<TeamItem['kind']>;
export type JoinRequestItem = ItemOf<typeof JoinRequest>;
export type SeasonItem = ItemOf<typeof Season>;
export type TeamSessionItem = ItemOf<typeof TeamSession>;
export type RegistrationItem = ItemOf<typeof Registration>;
export type TeamRoleValue = 'owner' | 'admin' | 'member';

/** What a creator sets on a team (the rest is identity, geo keys, counters and bookkeeping). */
export type TeamFields = Pick<TeamItem, 'name' | 'kind' | 'gameType' | 'description' | 'city' | 'lat' | 'lng' | 'joinPolicy' | 'external'> & {
  photoURL?: string;
  externalUrl?: string;
  slug?: string;
};
export type TeamEdit = Partial<Pick<TeamItem, 'name' | 'gameType' | 'description' | 'city' | 'lat' | 'lng' | 'joinPolicy' | 'publicRoster'>> & {
  photoURL?: string | null;
  externalUrl?: string | null;
};

/** Access patterns for teams, communities, leagues and organizations (docs/data-model.md). */
export const teams = {
  /** Create or replace (seed data). Memberships and counters are the caller's business. */
  async put(team: Omit<TeamItem, 'geohash' | 'geoCell' | 'createdAt'>): Promise<void> {
    await db()
      .entities.team.put({ ...team, ...geoKeys(team.lat, team.lng) })
      .go();
  },

  /**
   * A new team with its creator as owner (memberCount 1) and, for an organization, its slug
   * claimed, all in one transaction. 'slug-taken' when another team holds the slug.
   */
  async create(fields: TeamFields, creatorId: string): Promise<TeamItem | 'slug-taken'> {
    const teamId = ulid();
    const createdAt = new Date().toISOString();
    const item = { ...fields, ...geoKeys(fields.lat, fields.lng), teamId, creatorId, memberCount: 1, version: 1, subscriptionLevel: 'ROOKIE', createdAt };
    const result = await writeWithRetry(() =>
      db()
        .transaction.write(({ team, membership, teamSlug }) => [
          team.create(item).commit(),
          membership.create({ teamId, userId: creatorId, role: 'owner' }).commit(),
          ...(fields.slug ? [teamSlug.create({ slug: fields.slug, teamId }).commit()] : []),
        ])
        .go(),
    );
    if (!result.ok) return 'slug-taken';
    return (await teams.get(teamId)) as TeamItem;
  },

  async get(teamId: string): Promise<TeamItem | null> {
    const { data } = await db().entities.team.get({ teamId }).go();
    return data;
  },

  async getMany(teamIds: string[]): Promise<TeamItem[]> {
    if (!teamIds.length) return [];
    const { data } = await db()
      .entities.team.get([...new Set(teamIds)].map((teamId) => ({ teamId })))
      .go();
    return data;
  },

  /** Teams and seasons by key in one BatchGetItem (a person's teams beside their registrations); unknown keys left out. */
  async withSeasons(teamIds: string[], seasonKeys: Array<{ teamId: string; seasonId: string }>): Promise<{ teams: TeamItem[]; seasons: SeasonItem[] }> {
    const team = db().entities.team;
    const season = db().entities.season;
    const uniqueTeams = [...new Set(teamIds)];
    const [foundTeams, foundSeasons] = await getAcross([
      { get: uniqueTeams.length ? team.get(uniqueTeams.map((teamId) => ({ teamId }))) : null, parse: (Items) => team.parse({ Items }).data },
      { get: seasonKeys.length ? season.get(seasonKeys) : null, parse: (Items) => season.parse({ Items }).data },
    ]);
    return { teams: foundTeams as TeamItem[], seasons: foundSeasons as SeasonItem[] };
  },

  /** Point a slug at a team (seed data; creation claims it in its transaction). */
  async putSlug(slug: string, teamId: string): Promise<void> {
    await db().entities.teamSlug.put({ slug, teamId }).go();
  },

  async idBySlug(slug: string): Promise<string | null> {
    const { data } = await db().entities.teamSlug.get({ slug }).go();
    return data?.teamId ?? null;
  },

  /** Apply an edit if the team is still at `expectedVersion`: the team, 'stale' or 'missing'. */
  async update(teamId: string, edit: TeamEdit, expectedVersion: number): Promise<TeamItem | 'stale' | 'missing'> {
    const set: Record<string, unknown> = {};
    const remove: Array<'photoURL' | 'externalUrl'> = [];
    for (const [k, v] of Object.entries(edit)) {
      if (v === undefined) continue;
      if (v === null) remove.push(k as 'photoURL' | 'externalUrl');
      else set[k] = v;
    }
    if (edit.lat !== undefined && edit.lng !== undefined) Object.assign(set, geoKeys(edit.lat, edit.lng));
    return unlessConditionFails(async () => {
      let op = db()
        .entities.team.patch({ teamId })
        .set({ ...(set as Partial<TeamItem>), version: expectedVersion + 1 });
      if (remove.length) op = op.remove(remove);
      const { data } = await op.where((a, { eq }) => eq(a.version, expectedVersion)).go({ response: 'all_new' });
      return data as TeamItem;
    }, async () => (await teams.get(teamId)) ? 'stale' : 'missing');
  },

  /**
   * The team's subscription level and period, set by payments without touching the
   * team form's version; the free level has no period. False when the team is gone.
   */
  async setSubscriptionLevel(teamId: string, level: string, period: { periodStart: number; periodEnd: number } | null): Promise<boolean> {
    return unlessConditionFails(async () => {
      let op = db().entities.team.patch({ teamId }).set({ subscriptionLevel: level, ...(period ?? {}) });
      if (!period) op = op.remove(['periodStart', 'periodEnd']);
      await op.go();
      return true;
    }, false);
  },

  /** Overwrite the member count (the local seed repairs teams stored before the count existed). */
  async setMemberCount(teamId: string, memberCount: number): Promise<void> {
    await db().entities.team.patch({ teamId }).set({ memberCount }).go();
  },

  /** Newest first within one kind (byKind), every page read: the directory pages in memory. */
  async ofKind(kind: TeamKindValue): Promise<TeamItem[]> {
    const { data } = await db().entities.team.query.byKind({ kind }).go({ pages: 'all', order: 'desc' });
    return data;
  },

  /** Teams within `radiusMiles` of the point, nearest first (geo cover queries, never a Scan). */
  async nearby(q: Circle): Promise<Array<TeamItem & { distanceMiles: number }>> {
    return nearestInCircle(
      q,
      (box) =>
        db()
          .entities.team.query.byGeo({ geoCell: box.cell })
          .between({ geohash: box.start }, { geohash: rangeEnd(box.end) })
          .go({ pages: 'all' }),
      (t) => t.teamId,
      (t) => t,
    );
  },

  /** Delete the team and everything under it: memberships, requests, seasons, sessions, registrations, slug. */
  async remove(team: Pick<TeamItem, 'teamId' | 'slug'>): Promise<void> {
    const { teamId } = team;
    const e = db().entities;
    const [members, requests, seasons, sessions, registrations] = await Promise.all([
      e.membership.query.byTeam({ teamId }).go({ pages: 'all' }),
      e.joinRequest.query.byTeam({ teamId }).go({ pages: 'all' }),
      e.season.query.byTeam({ teamId }).go({ pages: 'all' }),
      e.teamSession.query.byTeam({ teamId }).go({ pages: 'all' }),
      e.registration.query.byTeam({ teamId }).go({ pages: 'all' }),
    ]);
    await Promise.all([
      deleteAllKeys(e.membership, members.data.map((m) => ({ teamId, userId: m.userId }))),
      deleteAllKeys(e.joinRequest, requests.data.map((r) => ({ teamId, userId: r.userId }))),
      deleteAllKeys(e.season, seasons.data.map((s) => ({ teamId, seasonId: s.seasonId }))),
      deleteAllKeys(e.teamSession, sessions.data.map((s) => ({ teamId, sessionId: s.sessionId }))),
      deleteAllKeys(e.registration, registrations.data.map((r) => ({ userId: r.userId, teamId, seasonId: r.seasonId }))),
      team.slug ? e.teamSlug.delete({ slug: team.slug }).go() : null,
    ]);
    await e.team.delete({ teamId }).go();
  },
};

/** Join requests of approval-policy teams. */
export const joinRequests = {
  /** 'exists' when the person already asked. */
  async create(teamId: string, userId: string): Promise<JoinRequestItem | 'exists'> {
    return unlessConditionFails(async () => {
      const { data } = await db().entities.joinRequest.create({ teamId, userId }).go();
      return data as JoinRequestItem;
    }, 'exists');
  },
  async get(teamId: string, userId: string): Promise<JoinRequestItem | null> {
    const { data } = await db().entities.joinRequest.get({ teamId, userId }).go();
    return data;
  },
  async ofTeam(teamId: string): Promise<JoinRequestItem[]> {
    const { data } = await db().entities.joinRequest.query.byTeam({ teamId }).go({ pages: 'all' });
    return data.sort((a, b) => (a.requestedAt ?? '').localeCompare(b.requestedAt ?? ''));
  },
  async remove(teamId: string, userId: string): Promise<void> {
    await db().entities.joinRequest.delete({ teamId, userId }).go();
  },
};

/** Seasons, sessions and registrations of a team. */
export const seasons = {
  async create(teamId: string, s: { label: string; group?: string; startDate: string; endDate: string }): Promise<SeasonItem> {
    const { data } = await db()
      .entities.season.create({ ...s, teamId, seasonId: ulid() })
      .go();
    return data as SeasonItem;
  },
  async get(teamId: string, seasonId: string): Promise<SeasonItem | null> {
    const { data } = await db().entities.season.get({ teamId, seasonId }).go();
    return data;
  },
  async ofTeam(teamId: string): Promise<SeasonItem[]> {
    const { data } = await db().entities.season.query.byTeam({ teamId }).go({ pages: 'all' });
    return data.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.seasonId.localeCompare(b.seasonId));
  },
  async createSession(teamId: string, s: { seasonId: string; label: string; startDate: string; endDate: string }): Promise<TeamSessionItem> {
    const { data } = await db()
      .entities.teamSession.create({ ...s, teamId, sessionId: ulid() })
      .go();
    return data as TeamSessionItem;
  },
  async sessionsOf(teamId: string): Promise<TeamSessionItem[]> {
    const { data } = await db().entities.teamSession.query.byTeam({ teamId }).go({ pages: 'all' });
    return data.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.sessionId.localeCompare(b.sessionId));
  },
  /** Idempotent: registering twice keeps the first registration. */
  async register(userId: string, teamId: string, seasonId: string): Promise<void> {
    await unlessConditionFails(async () => {
      await db().entities.registration.create({ userId, teamId, seasonId }).go();
    }, undefined);
  },
  async registrationsOf(userId: string): Promise<RegistrationItem[]> {
    const { data } = await db().entities.registration.query.byUser({ userId }).go({ pages: 'all' });
    return data;
  },
};
