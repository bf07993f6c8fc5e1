import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type RsvpList = OutputOf<'listEventRsvps'>;

export const listEventRsvpsKey = (eventId: string, occurrence: string | undefined) =>
  ['listEventRsvps', { params: { eventId }, query: occurrence ? { occurrence } : {} }] as const;

export const listEventRsvps = (eventId: string, occurrence: string | undefined): Promise<RsvpList> =>
  api.call('listEventRsvps', { params: { eventId }, query: occurrence ? { occurrence } : {} });

/** RSVPs of one occurrence (joined, pending, then the waitlist in order). Signed-in viewers only: pass enabled=false otherwise. */
export function useEventRsvps(eventId: string, occurrence: string | undefined, enabled: boolean) {
  return useSWR(enabled ? listEventRsvpsKey(eventId, occurrence) : null, ([, args]) =>
    listEventRsvps(args.params.eventId, args.query.occurrence),
  );
}
