import useSWR from 'swr';
import type { OutputOf } from '../../../../../../shared/api/routes';
import { api } from '../../../../lib/api-client';

export type Season = OutputOf<'listSeasons'>['items'][number];
export type Session = OutputOf<'listSessions'>['items'][number];

export const listSeasonsKey = (id: string) => ['listSeasons', { params: { id } }] as const;
export const listSessionsKey = (id: string) => ['listSessions', { params: { id }, query: {} }] as const;

/** Seasons newest first, with the distinct season groups. */
export function useSeasons(id: string) {
  return useSWR(listSeasonsKey(id), ([, args]) => api.call('listSeasons', { params: args.params }));
}

/** All of the team's sessions, by start date. */
export function useSessions(id: string) {
  return useSWR(listSessionsKey(id), ([, args]) => api.call('listSessions', args));
}
