/**
 * Beta audiences (spec §7 "Beta audiences set from the user's betas"): the betas a person can be
 * put in, by an admin only. A flag with an audience is on for everyone while the flag is on, and
 * for the people in its beta while it is off, so a feature can be tried by a few before all.
 */
export const betaIds = ['badges-preview'] as const;
export type BetaId = (typeof betaIds)[number];

export const betaLabels: Record<BetaId, { name: string; hint: string }> = {
  'badges-preview': { name: 'Badges preview', hint: 'Sees public badges and the "Show my badges" choice while the Badges flag is off for everyone.' },
};

/** The beta whose people have a flag on while it is off for everyone (flags without one are global only). */
export const flagAudiences: Readonly<Record<string, BetaId>> = { badges: 'badges-preview' };

export const isBetaId = (id: string): id is BetaId => (betaIds as readonly string[]).includes(id);

/** The flags as one person sees them: on for everyone, or on for them through a beta they are in. */
export function flagsForAudience<F extends Record<string, boolean>>(flags: F, betas: readonly string[] | undefined): F {
  const mine = new Set(betas ?? []);
  const seen: Record<string, boolean> = { ...flags };
  for (const [flag, on] of Object.entries(flags)) {
    const audience = flagAudiences[flag];
    seen[flag] = on || (audience !== undefined && mine.has(audience));
  }
  return seen as F;
}
