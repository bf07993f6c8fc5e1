import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export interface JoinArgs {
  occurrence?: string | undefined;
  series?: boolean;
  guests?: number;
}

export const rsvpEvent = (
  eventId: string,
  { occurrence, series = false, guests = 0 }: JoinArgs,
): Promise<OutputOf<'rsvpEvent'>> =>
  api.call('rsvpEvent', { params: { eventId }, body: { ...(occurrence && !series ? { occurrence } : {}), series, guests } });

export const leaveEvent = (
  eventId: string,
  { occurrence, series = false }: Omit<JoinArgs, 'guests'>,
): Promise<OutputOf<'leaveEvent'>> =>
  api.call('leaveEvent', {
    params: { eventId },
    query: series ? { series: 'true' } : occurrence ? { occurrence } : {},
  });

export const reviewRsvp = (eventId: string, uid: string, occurrence: string, approve: boolean): Promise<OutputOf<'reviewRsvp'>> =>
  api.call('reviewRsvp', { params: { eventId, uid }, body: { occurrence, approve } });
