import type { RsvpCounts } from '@shared/schemas/event';
import { plural } from '../format';

/** "3 of 10 spots taken · 7 spots left", or "4 players going · no limit" for an unlimited event. */
export function SpotsText({ counts, capacity }: { counts: RsvpCounts; capacity: number | null }) {
  const going = counts.joined + counts.guests;
  if (capacity === null) return <>{plural(going, 'player')} going · no limit</>;
  return (
    <>
      {going} of {capacity} spots taken ·{' '}
      {counts.spotsLeft === null ? '' : counts.spotsLeft > 0 ? `${plural(counts.spotsLeft, 'spot')} left` : 'Full'}
      {counts.waitlisted > 0 && ` · ${counts.waitlisted} on the waitlist`}
    </>
  );
}
