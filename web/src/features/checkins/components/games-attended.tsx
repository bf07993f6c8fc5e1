import { Plural, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { focusRing } from '@web/components/ui';
import { formatEventDate } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';

/**
 * A profile's games attended (the games the person was checked in at): the count and the latest
 * ones. The server decides what the viewer may see: nothing while the person keeps them private
 * (publicGamesAttended), nothing at all across a block.
 */
export function GamesAttended({ uid, name, isOwn }: { uid: string; name: string; isOwn: boolean }) {
  const result = useApi('listGamesAttended', { params: { uid } }, { shouldRetryOnError: false });
  const { t } = useLingui();
  // Kept private (the person always gets their own): no section, as for hidden upcoming games.
  if (result.data?.gamesAttended === null) return null;
  return (
    <TitledSection title={t`Games attended`} titleClass="text-lg font-semibold text-slate-900" className="flex flex-col gap-3">
      <ListStates
        result={result}
        failed={t`The games attended could not be loaded.`}
        loading={t`Loading games attended…`}
        empty={isOwn ? t`You have not been checked in at a game yet.` : t`${name} has not been checked in at a game yet.`}
        isEmpty={(d) => (d.gamesAttended?.count ?? 0) === 0}
      >
        {(d) => (
          <>
            <p className="text-slate-800">
              <Plural value={d.gamesAttended!.count} one="# game attended" other="# games attended" />
            </p>
            {d.gamesAttended!.recent.length > 0 && (
              <ul aria-label={t`Latest games ${name} attended`} className="flex flex-col gap-2">
                {d.gamesAttended!.recent.map((g) => (
                  <li key={`${g.eventId}-${g.occurrence}`} className="flex flex-wrap items-center gap-2">
                    <CalendarCheck aria-hidden="true" className="size-4 text-slate-500" />
                    <Link to={paths.event(g.eventId)} className={`rounded-sm font-medium text-slate-900 hover:underline ${focusRing}`}>
                      {g.title}
                    </Link>
                    <time dateTime={g.occurrence} className="text-sm text-slate-600">
                      {formatEventDate(g.occurrence)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </ListStates>
    </TitledSection>
  );
}
