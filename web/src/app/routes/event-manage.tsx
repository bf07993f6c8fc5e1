import { useParams } from 'react-router-dom';
import { CheckinSection } from '@web/features/checkins';
import { ManageEvent } from '@web/features/events';
import { EventGames } from '@web/features/games';
import { EventGuestsPanel } from '@web/features/guests';
import { requireUser } from '@web/lib/guards';

/** `event/{id}/manage` and `discover/events/{id}/manage` (`games/{id}/manage` redirects here): organiser only. */
export const loader = requireUser;

export function Component() {
  const { id = '' } = useParams();
  // ManageEvent shows the games and the check-in only once it knows the viewer is the organiser.
  return (
    <ManageEvent
      key={id}
      eventId={id}
      games={<EventGames eventId={id} canManage />}
      guests={(occurrence) => <EventGuestsPanel eventId={id} occurrence={occurrence} />}
      checkIn={({ occurrence, joined }) => <CheckinSection key={occurrence} eventId={id} occurrence={occurrence} joined={joined} />}
    />
  );
}
