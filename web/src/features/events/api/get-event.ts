import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type EventData = OutputOf<'getEvent'>;

export const getEventKey = (eventId: string) => ['getEvent', { params: { eventId } }] as const;

export const getEvent = (eventId: string): Promise<EventData> => api.call('getEvent', { params: { eventId } });

/** One event with its next occurrence's counts (public; 404 'Game not found'). */
export function useEvent(eventId: string) {
  return useSWR(getEventKey(eventId), ([, args]) => getEvent(args.params.eventId), { shouldRetryOnError: false });
}
