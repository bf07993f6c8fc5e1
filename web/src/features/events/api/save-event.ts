import { useSWRConfig } from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api, type CallArgs } from '../../../lib/api-client';
import { getEventKey } from './get-event';

export type CreateEventBody = CallArgs<'createEvent'>['body'];
export type UpdateEventBody = CallArgs<'updateEvent'>['body'];

export const createEvent = (body: CreateEventBody): Promise<OutputOf<'createEvent'>> => api.call('createEvent', { body });

export const updateEvent = (eventId: string, body: UpdateEventBody): Promise<OutputOf<'updateEvent'>> =>
  api.call('updateEvent', { params: { eventId }, body });

export const cancelEvent = (eventId: string): Promise<OutputOf<'cancelEvent'>> =>
  api.call('cancelEvent', { params: { eventId } });

/** Create, edit and cancel; each puts the saved event into the cache the event page reads. */
export function useSaveEvent() {
  const { mutate } = useSWRConfig();
  const store = async (event: OutputOf<'getEvent'>) => {
    await mutate(getEventKey(event.id), event, { revalidate: false });
    return event;
  };
  return {
    create: async (body: CreateEventBody) => store(await createEvent(body)),
    update: async (eventId: string, body: UpdateEventBody) => store(await updateEvent(eventId, body)),
    cancel: async (eventId: string) => store(await cancelEvent(eventId)),
  };
}
