import { useParams } from 'react-router-dom';
import { EventView, type RsvpSlotContext } from '@web/features/events';
import { JoinWithFamily } from '@web/features/family';

/** `evt/{id}`, `discover/events/{id}`, `discover/games/{id}`: the public event page. */
export function Component() {
  const { id = '' } = useParams();
  return <EventView key={id} eventId={id} rsvpSlot={familySlot} />;
}

/** A guardian joins the family members they are guardian of to the shown occurrence. */
const familySlot = ({ eventId, occurrence, onRsvpsChanged }: RsvpSlotContext) => (
  <JoinWithFamily eventId={eventId} occurrence={occurrence} onJoined={onRsvpsChanged} />
);
