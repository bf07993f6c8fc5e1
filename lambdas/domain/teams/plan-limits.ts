import { planMessages, teamLevel, teamPlanLimits } from '@shared/constants/payments';
import type { TeamRole } from '@shared/schemas/team';
import { teams } from '../../data/teams';
import { ForbiddenError } from '../../lib/errors';

/**
 * The team plan limits, written once: every path that grants a team's owner or admin role, and
 * every path that claims a custom domain for a team's site, asks here. Pure parts are unit-tested
 * beside this file; the paths are proved in test/integration/plans.test.ts.
 */

const manages = (role: TeamRole | null | undefined) => role === 'owner' || role === 'admin';

/**
 * Whether moving someone from `from` to `to` adds a manager over the level's limit. Owners and
 * admins count together; a change between owner and admin adds nobody. A team already over the
 * limit (it was on a bigger plan) keeps its managers: only new ones are refused.
 */
export function overManagerLimit(level: string | null | undefined, managers: number, from: TeamRole | null, to: TeamRole): boolean {
  if (manages(from) || !manages(to)) return false;
  const max = teamPlanLimits[teamLevel(level)].maxManagers;
  return max !== null && managers >= max;
}

/** 403 naming the plan that allows more, when the change would add a manager over the limit. */
export function assertManagerAllowed(level: string | null | undefined, managers: number, from: TeamRole | null, to: TeamRole): void {
  if (overManagerLimit(level, managers, from, to)) throw new ForbiddenError(planMessages.adminLimit);
}

export const allowsCustomDomain = (level: string | null | undefined): boolean => teamPlanLimits[teamLevel(level)].customDomain;

/**
 * A custom domain is claimed and served only for a team's site on a level that allows it (403
 * otherwise, naming the plans). A site with no team has no plan, so it has no custom domain.
 */
export async function assertCustomDomainAllowed(teamId: string | null | undefined): Promise<void> {
  if (!(await teamAllowsCustomDomain(teamId))) throw new ForbiddenError(planMessages.customDomain);
}

/** Whether the site's team (none: no) is on a level with custom domains. */
export async function teamAllowsCustomDomain(teamId: string | null | undefined): Promise<boolean> {
  const team = teamId ? await teams.get(teamId) : null;
  return Boolean(team && allowsCustomDomain(team.subscriptionLevel));
}
