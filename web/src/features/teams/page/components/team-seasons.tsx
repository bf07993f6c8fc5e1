import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { BusyButton } from '@web/components/lists';
import { primaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { formatRange } from '../format';
import { groupSeasons, isMember, seasonOpen, type MyTeamRole } from '../team-rules';
import { SectionStates } from './team-states';
import { useTeamAction } from './use-team-action';

type Season = OutputOf<'listSeasons'>['items'][number];

/** Seasons by season group with their sessions; members register for seasons not ended. */
export function TeamSeasons({
  teamId,
  role,
  viewerUid,
}: {
  teamId: string;
  role: MyTeamRole | undefined;
  viewerUid: string | undefined;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const seasons = useApi('listSeasons', { params: { id: teamId } });
  const sessions = useApi('listSessions', { params: { id: teamId }, query: {} });
  const member = isMember(role);
  // The viewer's own player card registrations: which seasons they already registered for.
  const registrations = useApi('listRegistrations', viewerUid && member ? { params: { uid: viewerUid } } : null, {
    shouldRetryOnError: false,
  });
  const registerForSeason = useApiMutation('registerForSeason');
  const { pending, run } = useTeamAction();

  const registered = new Set((registrations.data?.items ?? []).filter((r) => r.team.id === teamId).map((r) => r.season.id));
  const register = (season: Season) => {
    const label = season.label;
    void run(
      `register:${season.id}`,
      () => registerForSeason.trigger({ params: { id: teamId, seasonId: season.id } }),
      t`Registered for ${label}`,
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Seasons</Trans>
      </h2>
      <SectionStates
        result={seasons}
        what={t`the seasons`}
        loading={t`Loading seasons…`}
        empty={
          <p className="text-slate-600">
            <Trans>No seasons yet.</Trans>
          </p>
        }
      >
        {(data) =>
          groupSeasons(data.items, data.groups).map(({ group, seasons: items }) => (
            <div key={group ?? '—'} className="flex flex-col gap-2">
              <h3 className="font-semibold text-slate-800">
                {group ?? (data.groups.length > 0 ? t`Other seasons` : t`All seasons`)}
              </h3>
              <ul aria-label={group ? t`${group} seasons` : t`Seasons`} className="flex flex-col gap-2">
                {items.map((season) => {
                  const label = season.label;
                  const seasonSessions = (sessions.data?.items ?? []).filter((s) => s.seasonId === season.id);
                  return (
                    <li key={season.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                      <div className="flex flex-wrap items-center justify-between gap-3">
                        <div className="flex flex-col">
                          <span className="font-semibold text-slate-900">{season.label}</span>
                          <span className="text-sm text-slate-700">{formatRange(season.startDate, season.endDate)}</span>
                        </div>
                        {member &&
                          seasonOpen(season) &&
                          (registered.has(season.id) ? (
                            <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
                              <Trans>Registered</Trans>
                            </span>
                          ) : (
                            <BusyButton
                              action={`register:${season.id}`}
                              busy={pending}
                              label={t`Register for ${label}`}
                              busyLabel={t`Registering…`}
                              className={primaryButton}
                              onClick={() => register(season)}
                            />
                          ))}
                      </div>
                      {seasonSessions.length > 0 && (
                        <ul aria-label={t`Sessions of ${label}`} className="flex flex-col gap-1 border-t border-slate-100 pt-2">
                          {seasonSessions.map((s) => (
                            <li key={s.id} className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
                              <span className="font-medium text-slate-800">{s.label}</span>
                              <span>{formatRange(s.startDate, s.endDate)}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))
        }
      </SectionStates>
    </section>
  );
}
