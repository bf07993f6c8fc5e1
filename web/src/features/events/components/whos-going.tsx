import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RsvpCounts, RsvpDto } from '@shared/schemas/event';
import { PeopleList } from './people-list';

export interface WhosGoingProps {
  signedIn: boolean | undefined;
  counts: RsvpCounts;
  /** The shown occurrence's RSVPs (undefined while loading), or why they could not be loaded. */
  rsvps: RsvpDto[] | undefined;
  error: unknown;
}

/** Who joined and who waits: names for signed-in viewers, a count for visitors. */
export function WhosGoing({ signedIn, counts, rsvps, error }: WhosGoingProps) {
  const { t } = useLingui();
  const joined = rsvps?.filter((r) => r.status === 'joined') ?? [];
  const waitlist = (rsvps?.filter((r) => r.status === 'waitlisted') ?? []).sort(
    (a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0),
  );
  return (
    <section
      aria-labelledby="going-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="going-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Who’s going</Trans>
      </h2>
      {!signedIn ? (
        <p className="text-sm text-slate-600">
          <Plural value={counts.joined} one="# player joined. Sign in to see who’s going." other="# players joined. Sign in to see who’s going." />
        </p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>We couldn’t load who’s going.</Trans> {error instanceof Error ? error.message : ''}
        </p>
      ) : !rsvps ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading players…</Trans>
        </p>
      ) : (
        <>
          {counts.joined > 0 && (
            <p className="font-medium text-slate-900">
              <Trans>{counts.joined} going</Trans>
            </p>
          )}
          {(joined.length > 0 || counts.joined === 0) && (
            <PeopleList label={t`Joined players`} people={joined} empty={t`Nobody has joined yet. Be the first!`} />
          )}
          {unnamed(counts.joined, joined.length) && (
            <p className="text-sm text-slate-600">{unnamed(counts.joined, joined.length)}</p>
          )}
          {counts.pending > 0 && (
            <p className="text-sm text-slate-600">
              <Plural value={counts.pending} one="# request waiting for approval." other="# requests waiting for approval." />
            </p>
          )}
          {counts.waitlisted > 0 && (
            <>
              <h3 className="font-semibold text-slate-900">
                <Trans>Waitlist</Trans>
              </h3>
              {waitlist.length > 0 && <PeopleList label={t`Waitlist`} people={waitlist} ordered empty="" />}
              {unnamed(counts.waitlisted, waitlist.length) && (
                <p className="text-sm text-slate-600">{unnamed(counts.waitlisted, waitlist.length)}</p>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The people counted but not listed: the API names only those who show their upcoming games
 * (the organiser sees everyone), so the rest are a number.
 */
function unnamed(total: number, listed: number): string | null {
  const rest = total - listed;
  if (rest <= 0) return null;
  return listed > 0
    ? plural(rest, { one: '# other player keeps their games private.', other: '# other players keep their games private.' })
    : plural(rest, { one: '# player keeps their games private.', other: '# players keep their games private.' });
}
