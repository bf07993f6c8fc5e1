import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SlotGroupOthers } from '@web/components/event-card';
import { EventTime } from '@web/components/event-time';
import { DataTable, PlainSelect } from '@web/components/lists';
import { ListStates } from '@web/components/list-states';
import { secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { gameTypeName } from '@web/lib/game-types';

/** Which games the table lists: the spec's "past and created games" (§7), created ones by time. */
const views = {
  past: { label: msg`Past games`, role: 'joined', pastFuture: 'past', empty: msg`No past games yet.` },
  createdUpcoming: {
    label: msg`Upcoming games created`,
    role: 'created',
    pastFuture: 'future',
    empty: msg`No upcoming games created.`,
  },
  createdPast: { label: msg`Past games created`, role: 'created', pastFuture: 'past', empty: msg`No past games created.` },
} as const;
type View = keyof typeof views;

export const profileEventsPageSize = 10;

/**
 * The profile's events table (§7 "events for a profile table"), one page at a time. The server
 * applies the privacy and block rules: another person's upcoming games, or the games they attended,
 * answer 403 when they keep them private (said here as their choice, not as an error), and their
 * private events are left out.
 */
export function ProfileEventsTable({ uid, name }: { uid: string; name: string }) {
  const [view, setView] = useState<View>('past');
  const [page, setPage] = useState(1);
  const { t } = useLingui();
  const { role, pastFuture } = views[view];
  const label = t(views[view].label);
  const empty = t(views[view].empty);
  const result = useApi(
    'listUserEvents',
    { params: { uid }, query: { role, pastFuture, page, limit: profileEventsPageSize } },
    { shouldRetryOnError: false },
  );
  const choose = (next: string) => {
    setView(next as View);
    setPage(1);
  };
  return (
    <section aria-labelledby="profile-events" className="flex flex-col gap-3">
      <h2 id="profile-events" className="text-lg font-semibold text-slate-900">
        <Trans>Game history</Trans>
      </h2>
      <PlainSelect
        label={t`Show`}
        value={view}
        options={Object.entries(views).map(([value, v]) => ({ value, label: t(v.label) }))}
        onChange={choose}
        className="flex max-w-xs flex-col gap-1"
      />
      {result.error instanceof ApiError && result.error.status === 403 ? (
        // The person's own privacy choice, not a failure: said plainly, with nothing to retry.
        <p className="text-slate-600">
          {pastFuture === 'past'
            ? t`${name} keeps the games they attended private.`
            : t`${name} keeps their upcoming games private.`}
        </p>
      ) : (
        <ListStates
          result={result}
          failed={t`The games could not be loaded.`}
          loading={t`Loading games…`}
          empty={empty}
          isEmpty={(d) => d.items.length === 0}
        >
          {(d) => (
            <>
              <DataTable caption={t`${label} of ${name}`} columns={[t`Game`, t`Type`, t`When`, t`Where`]}>
                {d.items.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-4">
                      <Link to={paths.event(e.id)} className={textLink}>
                        {e.title}
                      </Link>
                      {e.cancelled ? (
                        <span className="ml-1 rounded bg-slate-100 px-1.5 text-xs">
                          <Trans>cancelled</Trans>
                        </span>
                      ) : null}
                      {e.slotGroup && <SlotGroupOthers group={e.slotGroup} timeZone={e.timeZone} />}
                    </td>
                    <td className="py-2 pr-4">{gameTypeName(e.gameType)}</td>
                    <td className="py-2 pr-4">
                      <EventTime iso={e.dateStart} timeZone={e.timeZone} />
                    </td>
                    <td className="py-2">{e.location.name}</td>
                  </tr>
                ))}
              </DataTable>
              <nav aria-label={t`Pages of ${label.toLowerCase()}`} className="flex items-center gap-3">
                <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  <Trans>Previous</Trans>
                </button>
                <span className="text-sm text-slate-600">
                  <Trans>
                    Page {d.page} of {Math.max(1, Math.ceil(d.total / profileEventsPageSize))}
                  </Trans>
                </span>
                <button type="button" className={secondaryButton} disabled={!d.hasMore} onClick={() => setPage((p) => p + 1)}>
                  <Trans>Next</Trans>
                </button>
              </nav>
            </>
          )}
        </ListStates>
      )}
    </section>
  );
}
