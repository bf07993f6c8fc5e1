import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { EventForm } from './event-form';
import { OrganiserOnly } from './manage-event';

/** `create`: a new event. */
export function CreateEventPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <title>{`${t`Create an event`} | ${PRODUCT_NAME}`}</title>
      <EventForm />
    </div>
  );
}

/** `event/{id}/edit`: the creator edits every field. */
export function EditEventPage({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  return (
    <OrganiserOnly eventId={eventId}>
      {(event) => (
        <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
          <title>{`${t`Edit ${event.title}`} | ${PRODUCT_NAME}`}</title>
          <EventForm key={`${event.id}-${event.version}`} event={event} />
        </div>
      )}
    </OrganiserOnly>
  );
}
