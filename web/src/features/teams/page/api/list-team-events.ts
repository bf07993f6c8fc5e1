import useSWR from 'swr';
import { api } from '../../../../lib/api-client';

export const listTeamEventsKey = (id: string, sessionId?: string) =>
  ['listTeamEvents', { params: { id }, query: sessionId ? { sessionId } : {} }] as const;

/** Upcoming public events the team hosts, optionally of one session. */
export function useTeamEvents(id: string, sessionId?: string) {
  return useSWR(listTeamEventsKey(id, sessionId), ([, args]) => api.call('listTeamEvents', args));
}
