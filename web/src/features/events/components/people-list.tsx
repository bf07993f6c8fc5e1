import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RsvpDto } from '@shared/schemas/event';
import { Avatar } from '@web/components/avatar';
import { focusRing } from '@web/components/ui';
import { paths } from '@web/lib/paths';


/** People with their avatars; the waitlist is an ordered list (arrival order). */
export function PeopleList({
  label,
  people,
  ordered = false,
  empty,
  actions,
}: {
  label: string;
  people: RsvpDto[];
  ordered?: boolean;
  empty: string;
  actions?: (rsvp: RsvpDto) => ReactNode;
}) {
  if (people.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List aria-label={label} className="flex flex-col gap-2">
      {people.map((rsvp) => (
        <li key={`${rsvp.userId}-${rsvp.occurrence}`} className="flex flex-wrap items-center gap-3">
          {ordered && rsvp.waitlistPosition !== null && (
            <span className="w-6 text-right text-sm font-semibold text-slate-500" aria-hidden="true">
              {rsvp.waitlistPosition}.
            </span>
          )}
          <Avatar name={rsvp.displayName} photoURL={rsvp.photoURL} />
          <span className="min-w-0 flex-1">
            {rsvp.isGuest ? (
              // A guest has no account: no profile to link to.
              <span className="font-medium text-slate-900">{rsvp.displayName}</span>
            ) : (
              <Link
                to={paths.profile(rsvp.userId)}
                className={`rounded-sm font-medium text-slate-900 hover:underline ${focusRing}`}
              >
                {rsvp.displayName}
              </Link>
            )}
            {rsvp.isGuest && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                <Trans>Guest</Trans>
              </span>
            )}
            {rsvp.guests > 0 && (
              <span className="ml-2 text-sm text-slate-600">+{plural(rsvp.guests, { one: '# guest', other: '# guests' })}</span>
            )}
          </span>
          {actions?.(rsvp)}
        </li>
      ))}
    </List>
  );
}
