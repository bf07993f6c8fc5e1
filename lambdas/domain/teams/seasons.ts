import type * as z from 'zod';
import { motivationMailWindowSeconds } from '@shared/constants/rate-limits';
import { teamMessages } from '@shared/constants/team-messages';
import type { EventSummaryDto } from '@shared/schemas/event';
import type { registrationsDto, SeasonDto, seasonInput, seasonsDto, sessionDto, sessionInput, sessionsDto } from '@shared/schemas/team';
import { events } from '../../data/events';
import { rateWindows } from '../../data/rate-limits';
import { seasons, teams, type RegistrationItem, type SeasonItem, type TeamItem, type TeamSessionItem } from '../../data/teams';
import { users } from '../../data/users';
import { sendMail } from '../../lib/queue';
import { logger } from '../../lib/logger';
import { ForbiddenError, invalidInput, NotFoundError } from '../../lib/errors';
import { occurrencesOf, toSummary } from '../events/event-dto';
import { displayNameFallback } from '../users/profile';
import { sendsMotivation } from './team-rules';
import { requireManager, requireTeam, roleOf } from './teams';
import type { Caller } from '../../lib/caller';

const toSeasonDto = (s: SeasonItem): SeasonDto => ({
  id: s.seasonId,
  teamId: s.teamId,
  label: s.label,
  group: s.group ?? null,
  startDate: s.startDate,
  endDate: s.endDate,
  createdAt: s.createdAt ?? new Date(0).toISOString(),
});

const toSessionDto = (s: TeamSessionItem): z.infer<typeof sessionDto> => ({
  id: s.sessionId,
  teamId: s.teamId,
  seasonId: s.seasonId,
  label: s.label,
  startDate: s.startDate,
  endDate: s.endDate,
  createdAt: s.createdAt ?? new Date(0).toISOString(),
});

/** Seasons by start date, and the distinct season groups (§7 "season groups"). */
export async function listSeasons(teamId: string): Promise<z.infer<typeof seasonsDto>> {
  await requireTeam(teamId);
  const items = (await seasons.ofTeam(teamId)).map(toSeasonDto);
  const groups = [...new Set(items.map((s) => s.group).filter((g): g is string => Boolean(g)))].sort();
  return { items, groups };
}

export async function createSeason(caller: Pick<Caller, 'uid'>, teamId: string, input: z.infer<typeof seasonInput>): Promise<SeasonDto> {
  await requireManager(teamId, caller);
  const saved = await seasons.create(teamId, { ...input, group: input.group ?? undefined });
  logger.info('season created', { teamId, seasonId: saved.seasonId });
  return toSeasonDto(saved);
}

export async function listSessions(teamId: string, seasonId: string | undefined): Promise<z.infer<typeof sessionsDto>> {
  await requireTeam(teamId);
  const all = await seasons.sessionsOf(teamId);
  return { items: all.filter((s) => !seasonId || s.seasonId === seasonId).map(toSessionDto) };
}

export async function createSession(caller: Pick<Caller, 'uid'>, teamId: string, input: z.infer<typeof sessionInput>): Promise<z.infer<typeof sessionDto>> {
  await requireManager(teamId, caller);
  if (!(await seasons.get(teamId, input.seasonId))) {
    throw invalidInput([{ path: 'seasonId', message: teamMessages.seasonNotFound }]);
  }
  const saved = await seasons.createSession(teamId, input);
  logger.info('session created', { teamId, sessionId: saved.sessionId });
  return toSessionDto(saved);
}

/** Members register for a season (player card, §3); registering twice is a no-op. */
export async function registerForSeason(caller: Pick<Caller, 'uid'>, teamId: string, seasonId: string): Promise<{ ok: true }> {
  await requireTeam(teamId);
  if (!(await roleOf(teamId, caller.uid))) throw new ForbiddenError(teamMessages.registerMembersOnly);
  if (!(await seasons.get(teamId, seasonId))) throw new NotFoundError(teamMessages.seasonNotFound);
  await seasons.register(caller.uid, teamId, seasonId);
  return { ok: true };
}

/** A person's own registrations {team, season} for the home player card (§3); newest season first. */
export async function listRegistrations(caller: Pick<Caller, 'uid'>, uid: string): Promise<z.infer<typeof registrationsDto>> {
  if (caller.uid !== uid) throw new ForbiddenError();
  const mine = await seasons.registrationsOf(uid);
  const found = await teams.withSeasons(mine.map((r) => r.teamId), mine.map((r) => ({ teamId: r.teamId, seasonId: r.seasonId })));
  return registrationsFrom(mine, found.teams, found.seasons);
}

/** The registrations shown, from what was read: those whose team and season still exist, newest season first. */
export function registrationsFrom(
  mine: ReadonlyArray<Pick<RegistrationItem, 'teamId' | 'seasonId' | 'registeredAt'>>,
  found: readonly TeamItem[],
  foundSeasons: readonly SeasonItem[],
): z.infer<typeof registrationsDto> {
  const byTeam = new Map(found.map((t) => [t.teamId, t]));
  const bySeason = new Map(foundSeasons.map((s) => [`${s.teamId}|${s.seasonId}`, s]));
  return {
    items: mine
      .flatMap((r) => {
        const team = byTeam.get(r.teamId);
        const season = bySeason.get(`${r.teamId}|${r.seasonId}`);
        if (!team || !season) return [];
        return [
          {
            team: { id: team.teamId, name: team.name, photoURL: team.photoURL ?? null },
            season: { id: season.seasonId, label: season.label, startDate: season.startDate, endDate: season.endDate },
            registeredAt: r.registeredAt ?? new Date(0).toISOString(),
          },
        ];
      })
      .sort((a, b) => b.season.startDate.localeCompare(a.season.startDate)),
  };
}

/**
 * Team events (§7 "team events by session"): the team's upcoming, not cancelled events at their
 * next occurrence, soonest first. Private events show only to members.
 */
export async function listTeamEvents(
  caller: Pick<Caller, 'uid'> | undefined,
  teamId: string,
  sessionId: string | undefined,
  nowMs = Date.now(),
): Promise<{ items: EventSummaryDto[] }> {
  await requireTeam(teamId);
  const [hosted, role] = await Promise.all([events.byTeam(teamId), roleOf(teamId, caller?.uid)]);
  const items = hosted
    .filter((e) => !e.cancelled && (!sessionId || e.sessionId === sessionId))
    .filter((e) => !e.isPrivate || role !== null || (e.makePublicAfterMs !== undefined && e.makePublicAfterMs <= nowMs))
    .flatMap((e) => {
      const next = occurrencesOf(e).find((o) => Date.parse(o) >= nowMs);
      return next ? [toSummary(e, { dateStart: next })] : [];
    })
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart));
  return { items };
}

/**
 * §7 Mailer: leaving Create Team with the page index between 2 and 6 enqueues the
 * team-create-motivation-notification mail (to, template name, data username). Failure is only logged.
 */
export async function sendCreateMotivation(caller: Pick<Caller, 'uid' | 'email'>, pageIndex: number): Promise<{ sent: boolean }> {
  if (!sendsMotivation(pageIndex)) return { sent: false };
  const me = await users.get(caller.uid);
  const to = me?.email ?? caller.email;
  if (!to) return { sent: false };
  // Once a day per person, whatever the page asks: leaving the page in a loop is not a mailing list.
  if (!(await rateWindows.take(caller.uid, 'motivation-mail', motivationMailWindowSeconds, 1)).allowed) return { sent: false };
  try {
    await sendMail({
      to,
      ...(me?.locale ? { locale: me.locale } : {}),
      template: { name: 'team-create-motivation-notification', data: { username: displayNameFallback(me, to) } },
    });
    return { sent: true };
  } catch (error) {
    logger.error('team-create motivation mail not enqueued', { error: error as Error });
    return { sent: false };
  }
}
