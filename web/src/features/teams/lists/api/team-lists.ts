import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';
import { useViewer } from '../../page/api/get-viewer';
import type { ListTeamsQuery, NearbyTeamsQuery } from '../directory-query';

export type TeamsPage = OutputOf<'listTeams'>;
export type ListedTeam = TeamsPage['items'][number];
export type MyTeam = OutputOf<'listUserTeams'>['items'][number];

/** Teams near a point (the same geo cover as events), one page at a time. */
export function useNearbyTeams(query: NearbyTeamsQuery | null) {
  return useSWR(query ? (['listNearbyTeams', { query }] as const) : null, ([, args]) => api.call('listNearbyTeams', args), {
    keepPreviousData: true,
  });
}

/** Every team newest first: one kind, or only external teams. */
export function useAllTeams(query: ListTeamsQuery | null) {
  return useSWR(query ? (['listTeams', { query }] as const) : null, ([, args]) => api.call('listTeams', args), {
    keepPreviousData: true,
  });
}

/** The signed-in person's teams and communities with their role (`undefined` uid while the profile loads). */
export function useMyTeams() {
  const { uid, signedIn } = useViewer();
  const result = useSWR(uid ? (['listUserTeams', { params: { uid } }] as const) : null, ([, args]) =>
    api.call('listUserTeams', args),
  );
  return { ...result, signedIn, uid };
}
