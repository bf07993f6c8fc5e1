/** What a profile says about games, read loosely: each field is validated by its own contract when saved. */
export interface GameFields {
  sportAvailability?: unknown;
  additionalInfo?: unknown;
  activitySubscriptions?: unknown;
}

const lower = (s: string) => s.trim().toLowerCase();

/**
 * The games a person plays, as they wrote them, one per game whatever the case: interests turned
 * on, the games picked at sign-up (the profile's sports) and the games of their activity
 * subscriptions. New-game announcements and Fill this game both ask this, so a person found by
 * one is found by the other.
 */
export function gamesPlayedBy(u: GameFields): string[] {
  const named: string[] = [];
  const interests = Array.isArray(u.sportAvailability) ? (u.sportAvailability as Array<{ sport?: unknown; toggle?: unknown }>) : [];
  for (const i of interests) if (i.toggle === true && typeof i.sport === 'string') named.push(i.sport);
  const picked = (u.additionalInfo as { sports?: unknown } | undefined)?.sports;
  if (Array.isArray(picked)) for (const s of picked) if (typeof s === 'string') named.push(s);
  const subs = Array.isArray(u.activitySubscriptions) ? (u.activitySubscriptions as Array<{ activities?: unknown }>) : [];
  for (const s of subs) if (Array.isArray(s.activities)) for (const a of s.activities) if (typeof a === 'string') named.push(a);
  const byKey = new Map<string, string>();
  for (const name of named) if (name.trim() && !byKey.has(lower(name))) byKey.set(lower(name), name.trim());
  return [...byKey.values()].sort();
}

/** Whether a person plays this game (`gamesPlayedBy`, compared without case). */
export function playsGame(u: GameFields, gameType: string): boolean {
  const game = lower(gameType);
  return gamesPlayedBy(u).some((g) => lower(g) === game);
}
