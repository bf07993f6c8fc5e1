import { useParams } from 'react-router-dom';
import { EndorsePlayers } from '@web/features/endorsements';
import { EventView, type RsvpSlotContext } from '@web/features/events';
import { JoinWithFamily } from '@web/features/family';

/** `evt/{id}`, `discover/events/{id}`, `discover/games/{id}`: the public event page. */
export function Component() {
  const { id = '' } = useParams();
  return <EventView key={id} eventId={id} rsvpSlot={familySlot} afterGame={endorseSlot} />;
}

/** A guardian joins the family members they are guardian of to the shown occurrence. */
const familySlot = ({ eventId, occurrence, onRsvpsChanged }: RsvpSlotContext) => (
  <JoinWithFamily eventId={eventId} occurrence={occurrence} onJoined={onRsvpsChanged} />
);

/** After a game, players who were checked in endorse each other. */
const endorseSlot = ({ eventId, occurrence }: { eventId: string; occurrence: string }) => (
  <EndorsePlayers key={occurrence} eventId={eventId} occurrence={occurrence} />
);
