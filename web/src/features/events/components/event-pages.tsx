import { PRODUCT_NAME } from '@shared/constants/messages';
import { EventForm } from './event-form';
import { OrganiserOnly } from './manage-event';

/** `create`: a new event. */
export function CreateEventPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <title>{`Create an event | ${PRODUCT_NAME}`}</title>
      <EventForm />
    </div>
  );
}

/** `event/{id}/edit`: the creator edits every field. */
export function EditEventPage({ eventId }: { eventId: string }) {
  return (
    <OrganiserOnly eventId={eventId}>
      {(event) => (
        <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
          <title>{`Edit ${event.title} | ${PRODUCT_NAME}`}</title>
          <EventForm key={`${event.id}-${event.version}`} event={event} />
        </div>
      )}
    </OrganiserOnly>
  );
}
