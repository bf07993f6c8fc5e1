import type * as z from 'zod';
import { messages } from '@shared/constants/messages';
import { teamMessages } from '@shared/constants/team-messages';
import type {
  CreateTeamInput,
  listTeamsQuery,
  nearbyTeamsQuery,
  pagedTeamsDto,
  TeamDto,
  TeamRole,
  UpdateTeamInput,
} from '@shared/schemas/team';
import { teamKinds } from '@shared/schemas/team';
import { memberships } from '../../data/memberships';
import { teams, type TeamItem } from '../../data/teams';
import { follows } from '../../data/follows';
import { guests } from '../../data/guests';
import { websites } from '../../data/websites';
import { invalidInput, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { isManager, pageOf } from './team-rules';
import type { Caller } from '../../lib/caller';

type PagedTeams = z.infer<typeof pagedTeamsDto>;

/** Stored team → the API shape; teams stored before a field existed get its default. */
export const toTeamDto = (t: TeamItem & { distanceMiles?: number }): TeamDto => ({
  id: t.teamId,
  name: t.name,
  kind: t.kind ?? 'team',
  gameType: t.gameType,
  description: t.description ?? '',
  city: t.city ?? '',
  lat: t.lat,
  lng: t.lng,
  photoURL: t.photoURL ?? null,
  joinPolicy: t.joinPolicy ?? 'open',
  external: t.external ?? false,
  externalUrl: t.externalUrl ?? null,
  slug: t.slug ?? null,
  creatorId: t.creatorId,
  memberCount: Math.max(0, t.memberCount ?? 0),
  publicRoster: t.publicRoster === true,
  subscriptionLevel: (t.subscriptionLevel as TeamDto['subscriptionLevel'] | undefined) ?? 'ROOKIE',
  subscription: t.periodStart !== undefined && t.periodEnd !== undefined ? { periodStart: t.periodStart, periodEnd: t.periodEnd } : null,
  version: t.version ?? 1,
  createdAt: t.createdAt ?? new Date(0).toISOString(),
  ...(t.distanceMiles === undefined ? {} : { distanceMiles: Math.round(t.distanceMiles * 10) / 10 }),
});

/** The team, or 404 'Team not found' (spec §8). */
export async function requireTeam(teamId: string): Promise<TeamItem> {
  const team = await teams.get(teamId);
  if (!team) throw new NotFoundError(messages.teamNotFound);
  return team;
}

export async function roleOf(teamId: string, uid: string | undefined): Promise<TeamRole | null> {
  if (!uid) return null;
  return (await memberships.get(teamId, uid))?.role ?? null;
}

/** The team and the caller's role, if the caller owns or administers it (403 otherwise). */
export async function requireManager(teamId: string, caller: Pick<Caller, 'uid'>): Promise<{ team: TeamItem; role: TeamRole }> {
  const [team, role] = await Promise.all([requireTeam(teamId), roleOf(teamId, caller.uid)]);
  if (!role || !isManager(role)) throw new ForbiddenError(teamMessages.notManager);
  return { team, role };
}

export async function getTeam(teamId: string): Promise<TeamDto> {
  return toTeamDto(await requireTeam(teamId));
}

/**
 * The team whose published website a custom domain serves: the domain must be proved (its DNS
 * record checked) and named by its holder's published site, as for serving the site itself.
 */
export async function getTeamByDomain(domain: string): Promise<TeamDto> {
  const siteId = await websites.verifiedSiteOf(domain);
  const site = siteId ? await websites.get(siteId, 'published') : null;
  const team = site?.domain === domain && site.teamId ? await teams.get(site.teamId) : null;
  if (!team) throw new NotFoundError(messages.teamNotFound);
  return toTeamDto(team);
}

export async function getOrganizationBySlug(slug: string): Promise<TeamDto> {
  const teamId = await teams.idBySlug(slug);
  const team = teamId ? await teams.get(teamId) : null;
  if (!team) throw new NotFoundError(messages.organizationNotFound);
  return toTeamDto(team);
}

/** Any signed-in person starts a team; they become its owner. An organization's slug must be free. */
export async function createTeam(caller: Pick<Caller, 'uid'>, input: CreateTeamInput): Promise<TeamDto> {
  const created = await teams.create(
    {
      name: input.name,
      kind: input.kind,
      gameType: input.gameType,
      description: input.description,
      city: input.city,
      lat: input.lat,
      lng: input.lng,
      joinPolicy: input.joinPolicy,
      external: input.external,
      photoURL: input.photoURL ?? undefined,
      externalUrl: input.external ? (input.externalUrl ?? undefined) : undefined,
      slug: input.kind === 'organization' ? (input.slug ?? undefined) : undefined,
    },
    caller.uid,
  );
  if (created === 'slug-taken') throw new ConflictError(teamMessages.slugTaken);
  logger.info('team created', { teamId: created.teamId, kind: created.kind, uid: caller.uid });
  return toTeamDto(created);
}

/** Owners and admins edit; the write is conditional on the version read (409 when stale). */
export async function updateTeam(caller: Pick<Caller, 'uid'>, teamId: string, input: UpdateTeamInput): Promise<TeamDto> {
  const { team } = await requireManager(teamId, caller);
  if ((input.lat === undefined) !== (input.lng === undefined)) {
    throw invalidInput([{ path: input.lat === undefined ? 'lat' : 'lng', message: 'Send lat and lng together' }]);
  }
  const { version, ...edit } = input;
  if (edit.externalUrl === null && team.external) {
    throw invalidInput([{ path: 'externalUrl', message: 'An external team needs its website' }]);
  }
  const saved = await teams.update(teamId, edit, version);
  if (saved === 'missing') throw new NotFoundError(messages.teamNotFound);
  if (saved === 'stale') throw new ConflictError(teamMessages.staleTeam);
  logger.info('team updated', { teamId, uid: caller.uid });
  return toTeamDto(saved);
}

/** Owners only: the team goes with its memberships, requests, seasons, sessions, registrations, slug and followers. */
export async function deleteTeam(caller: Pick<Caller, 'uid'>, teamId: string): Promise<{ ok: true }> {
  const [team, role] = await Promise.all([requireTeam(teamId), roleOf(teamId, caller.uid)]);
  if (role !== 'owner') throw new ForbiddenError(teamMessages.notOwner);
  await teams.remove(team);
  await follows.removeFollowersOf({ targetKind: 'team', targetId: teamId });
  await guests.removeAllOf('team', teamId);
  logger.info('team deleted', { teamId, uid: caller.uid });
  return { ok: true };
}

/** §7 Teams "all (page, limit)": newest first, one kind or all, optionally only external teams. */
export async function listTeams(q: z.infer<typeof listTeamsQuery>): Promise<PagedTeams> {
  const kinds = q.kind ? [q.kind] : teamKinds;
  const found = (await Promise.all(kinds.map((k) => teams.ofKind(k)))).flat();
  const matching = found
    .filter((t) => q.external === undefined || (t.external ?? false) === q.external)
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.teamId.localeCompare(a.teamId));
  const page = pageOf(matching, q.page, q.limit);
  return { ...page, items: page.items.map(toTeamDto) };
}

const matchesText = (t: TeamItem, q: string | undefined) => {
  const needle = q?.trim().toLocaleLowerCase();
  return (
    !needle ||
    [t.name, t.description ?? '', t.city ?? '', t.gameType].some((s) => s.toLocaleLowerCase().includes(needle))
  );
};

/** Teams by location (§7): nearest first within the radius, filtered by kind, game type and text. */
export async function listNearbyTeams(q: z.infer<typeof nearbyTeamsQuery>): Promise<PagedTeams> {
  const found = await teams.nearby({ lat: q.lat, lng: q.lng, radiusMiles: q.radius });
  const matching = found.filter(
    (t) => (!q.kind || (t.kind ?? 'team') === q.kind) && (!q.gameType || t.gameType === q.gameType) && matchesText(t, q.q),
  );
  const page = pageOf(matching, q.page, q.limit);
  return { ...page, items: page.items.map(toTeamDto) };
}
