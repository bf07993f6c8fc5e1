import { useParams } from 'react-router-dom';
import { EndorsePlayers } from '@web/features/endorsements';
import { EventView } from '@web/features/events';

/** `evt/{id}`, `discover/events/{id}`, `discover/games/{id}`: the public event page. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <EventView
      key={id}
      eventId={id}
      afterGame={({ eventId, occurrence }) => <EndorsePlayers key={occurrence} eventId={eventId} occurrence={occurrence} />}
    />
  );
}
