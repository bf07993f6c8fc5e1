import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, MapPin, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { FollowedDto, FollowsDto } from '@shared/schemas/follow';
import { BusyButton, EventLinkList } from '@web/components/lists';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { secondaryButton, textLink } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { gameTypeName } from '@web/lib/game-types';

const groups: Array<{ key: keyof FollowsDto; title: MessageDescriptor }> = [
  { key: 'hosts', title: msg`Hosts` },
  { key: 'teams', title: msg`Teams` },
  { key: 'places', title: msg`Places` },
];

const isEmpty = (d: FollowsDto) => d.hosts.length + d.teams.length + d.places.length === 0;
const keyOf = (f: Pick<FollowedDto, 'kind' | 'targetId'>) => `${f.kind}:${f.targetId}`;

/**
 * `/following` (spec §1 "hosts followed"): what the signed-in person follows, grouped by hosts,
 * teams and places, each with its next events and a way to stop following.
 */
export function FollowingPage() {
  const result = useApi('listFollows', undefined, { shouldRetryOnError: false });
  const unfollow = useApiMutation('unfollowTarget', { invalidates: ['getFollowStatus'] });
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  const stop = async (f: FollowedDto) => {
    setBusy(keyOf(f));
    try {
      await unfollow.trigger({ params: { kind: f.kind, targetId: f.targetId } });
      await result.mutate();
      toast.success(t`You no longer follow ${f.name}.`, { duration: limits.snackbarMs.short });
    } catch (e) {
      toast.error(`${t`We couldn’t update your follow. Please try again.`} ${e instanceof Error ? e.message : ''}`.trim(), { duration: limits.snackbarMs.short });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8">
      <title>{`${t`Hosts followed`} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Hosts followed</Trans>
      </h1>
      <ListStates
        result={result}
        failed={t`What you follow could not be loaded.`}
        loading={t`Loading what you follow…`}
        empty={
          <>
            <span className="block font-semibold text-slate-800">
              <Trans>You are not following anyone yet.</Trans>
            </span>
            <Trans>
              Follow hosts from their profile (open an event and select the host’s name), and teams and places from their pages.{' '}
              <Link to={paths.discover} className={textLink}>
                Discover events
              </Link>
            </Trans>
          </>
        }
        isEmpty={isEmpty}
      >
        {(d) => (
          <div className="flex flex-col gap-8">
            {groups
              .filter((g) => d[g.key].length > 0)
              .map((g) => (
                <TitledSection key={g.key} title={t(g.title)} titleClass="text-xl font-semibold text-slate-900" className="flex flex-col gap-3">
                  <ul aria-label={t(g.title)} className="flex flex-col gap-4">
                    {d[g.key].map((f) => (
                      <li key={keyOf(f)} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                        <div className="flex flex-wrap items-center gap-3">
                          <Avatar followed={f} />
                          <Link to={f.link} className={`${textLink} min-w-0 flex-1 break-words text-lg`}>
                            {f.name}
                          </Link>
                          <BusyButton
                            action={keyOf(f)}
                            busy={busy}
                            label={t`Unfollow`}
                            busyLabel={t`Unfollowing…`}
                            ariaLabel={t`Unfollow ${f.name}`}
                            className={secondaryButton}
                            onClick={() => void stop(f)}
                          />
                        </div>
                        {f.nextEvents.length > 0 ? (
                          <EventLinkList events={f.nextEvents} label={t`Next events of ${f.name}`} detail={(e) => `${gameTypeName(e.gameType)} · ${e.location.name}`} />
                        ) : (
                          <p className="text-sm text-slate-600">
                            <Trans>No upcoming events.</Trans>
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                </TitledSection>
              ))}
          </div>
        )}
      </ListStates>
    </div>
  );
}

function Avatar({ followed }: { followed: FollowedDto }) {
  if (followed.photoURL) return <img src={followed.photoURL} alt="" width={40} height={40} className="size-10 rounded-full bg-slate-100" />;
  const Icon = followed.kind === 'host' ? UserRound : followed.kind === 'team' ? Building2 : MapPin;
  return (
    <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-slate-200 text-slate-500">
      <Icon className="size-5" />
    </span>
  );
}
