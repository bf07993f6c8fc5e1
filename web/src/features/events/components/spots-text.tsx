import { Plural, Trans } from '@lingui/react/macro';
import type { RsvpCounts } from '@shared/schemas/event';

/** "3 of 10 spots taken · 7 spots left", or "4 players going · no limit" for an unlimited event. */
export function SpotsText({ counts, capacity }: { counts: RsvpCounts; capacity: number | null }) {
  const going = counts.joined + counts.guests;
  if (capacity === null) return <Plural value={going} one="# player going · no limit" other="# players going · no limit" />;
  const left = counts.spotsLeft;
  const waitlisted = counts.waitlisted;
  return (
    <>
      <Trans>
        {going} of {capacity} spots taken
      </Trans>
      {' · '}
      {left === null ? '' : left > 0 ? <Plural value={left} one="# spot left" other="# spots left" /> : <Trans>Full</Trans>}
      {waitlisted > 0 && (
        <>
          {' · '}
          <Trans>{waitlisted} on the waitlist</Trans>
        </>
      )}
    </>
  );
}
