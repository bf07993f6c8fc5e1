import { useSWRConfig } from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import type { CreateTeamInput } from '../../../../../../shared/schemas/team';
import { api } from '../../../../lib/api-client';
import { getTeamKey } from '../../page/api/get-team';

export const createTeam = (body: CreateTeamInput): Promise<OutputOf<'createTeam'>> => api.call('createTeam', { body });

/** Create, then seed the team page's cache and refresh every team list (the caller's included). */
export function useCreateTeam() {
  const { mutate } = useSWRConfig();
  return async (body: CreateTeamInput) => {
    const team = await createTeam(body);
    await mutate(getTeamKey(team.id), team, { revalidate: false });
    void mutate(
      (key: unknown) =>
        Array.isArray(key) && (key[0] === 'listTeams' || key[0] === 'listNearbyTeams' || key[0] === 'listUserTeams'),
      undefined,
      { revalidate: true },
    );
    return team;
  };
}

/**
 * §7 Mailer: tell the server the person left Create Team on this page. Fire and forget: the
 * person is already leaving, and a failure only means no reminder mail.
 */
export function sendCreateMotivation(pageIndex: number): void {
  api.call('sendCreateMotivation', { body: { pageIndex } }).catch(() => {});
}
