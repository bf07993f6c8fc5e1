import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { BusyButton } from '@web/components/lists';
import { ListStates } from '@web/components/list-states';
import { secondaryButton, textLink } from '@web/components/ui';
import { EventTime } from '@web/components/event-time';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { gameTypeName } from '@web/lib/game-types';

/**
 * `/favorites`: the events the signed-in person favourited (events are the only thing a person can
 * favourite), upcoming soonest first then past ones, each with a way to take it off the list.
 */
export function FavoritesPage() {
  const { data: me } = useApi('getMe');
  const uid = me?.uid;
  const result = useApi('listFavorites', uid ? { params: { uid } } : null, { shouldRetryOnError: false });
  const remove = useApiMutation('removeFavorite');
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  const unfavorite = async (eventId: string, title: string) => {
    setBusy(eventId);
    try {
      await remove.trigger({ params: { eventId } });
      await result.mutate();
    } catch (e) {
      toast.error(`${t`Could not remove ${title} from your favorites.`} ${e instanceof Error ? e.message : ''}`.trim(), {
        duration: limits.snackbarMs.short,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8">
      <title>{`${t`Favorites`} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Favorites</Trans>
      </h1>
      <ListStates
        result={result}
        failed={t`Your favorites could not be loaded.`}
        loading={t`Loading your favorites…`}
        empty={
          <Trans>
            No favorites yet. Tap the heart on an event to keep it here.{' '}
            <Link to={paths.discover} className={textLink}>
              Discover events
            </Link>
          </Trans>
        }
        isEmpty={(d) => d.items.length === 0}
      >
        {(d) => (
          <ul aria-label={t`Favorite events`} className="flex flex-col gap-3">
            {d.items.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Link to={paths.event(event.id)} className={`${textLink} break-words`}>
                    {event.title}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {gameTypeName(event.gameType)} · {event.location.name}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm text-slate-700">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    <EventTime iso={event.dateStart} timeZone={event.timeZone} />
                  </span>
                  {event.cancelled && (
                    <span className="text-sm font-semibold text-red-800">
                      <Trans>Cancelled</Trans>
                    </span>
                  )}
                </div>
                <BusyButton
                  action={event.id}
                  busy={busy}
                  label={t`Remove`}
                  busyLabel={t`Removing…`}
                  ariaLabel={t`Remove ${event.title} from favorites`}
                  className={secondaryButton}
                  onClick={() => void unfavorite(event.id, event.title)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
