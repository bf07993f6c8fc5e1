import { useSWRConfig } from 'swr';
import type { OutputOf } from '@shared/api/routes';
import type { ApiArgs } from '@web/lib/use-api';
import { apiKey, useApiMutation } from '@web/lib/use-api';

export type CreateEventBody = ApiArgs<'createEvent'>['body'];
export type UpdateEventBody = ApiArgs<'updateEvent'>['body'];

/**
 * Create, edit and cancel. Each answers with the whole saved event, so it goes straight into the
 * cache the event page reads: the page shows it without asking again.
 */
export function useSaveEvent() {
  const { mutate } = useSWRConfig();
  const createEvent = useApiMutation('createEvent');
  const updateEvent = useApiMutation('updateEvent');
  const cancelEvent = useApiMutation('cancelEvent');
  const store = async (event: OutputOf<'getEvent'>) => {
    await mutate(apiKey('getEvent', { params: { eventId: event.id } }), event, { revalidate: false });
    return event;
  };
  return {
    create: async (body: CreateEventBody) => store(await createEvent.trigger({ body })),
    /** The saved event, and how many RSVPs followed its dates where the edit moved them. */
    update: async (eventId: string, body: UpdateEventBody) => {
      const { rsvpsMoved, ...event } = await updateEvent.trigger({ params: { eventId }, body });
      return { ...(await store(event)), rsvpsMoved };
    },
    cancel: async (eventId: string) => store(await cancelEvent.trigger({ params: { eventId } })),
  };
}
