import { useParams } from 'react-router-dom';
import { EditEventPage } from '@web/features/events';
import { requireUser } from '@web/lib/guards';

/** `event/{id}/edit`: the creator edits the event. */
export const loader = requireUser;

export function Component() {
  const { id = '' } = useParams();
  return <EditEventPage key={id} eventId={id} />;
}
