import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OutputOf } from '@shared/api/routes';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { MemberPlusBadge } from '@web/components/member-plus-badge';
import { EventCard } from '@web/components/event-card';
import { secondaryButton, textLink } from '@web/components/ui';
import { ChipList } from '@web/components/lists';
import { ApiError } from '@web/lib/api-error';
import { gameTypeName } from '@web/lib/game-types';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';

type PublicProfile = OutputOf<'getUser'>;

export interface ProfileViewProps {
  uid: string;
  isOwn: boolean;
  /** More sections below the profile, from other features (composed by the app): availability. */
  sections?: (user: PublicProfile) => ReactNode;
  /** Buttons beside the name for someone else's profile (composed by the app): connect. */
  actions?: (user: PublicProfile) => ReactNode;
}

/** `/profile/{userId}` (spec §2): what anyone signed in may see of a person. */
export function ProfileView({ uid, isOwn, sections, actions }: ProfileViewProps) {
  const { t } = useLingui();
  const { data: user, error, isLoading } = useApi('getUser', { params: { uid } });

  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <title>{notFound ? t`User not found | ${PRODUCT_NAME}` : t`Profile | ${PRODUCT_NAME}`}</title>
        <h1 className="text-2xl font-bold text-slate-900">{notFound ? t`User not found` : t`We couldn’t load this profile`}</h1>
        {notFound ? (
          // The same words whatever the reason (no account, a block, a minor's page), so none is told apart.
          <p className="mt-2 text-slate-700">
            <Trans>
              There is no profile here that you can see.{' '}
              <Link to={paths.findPlayers} className={textLink}>
                Find players
              </Link>
            </Trans>
          </p>
        ) : (
          <p role="alert" className="mt-2 text-slate-700">
            {error instanceof Error ? error.message : t`Please try again.`}
          </p>
        )}
      </section>
    );
  }
  if (isLoading || !user) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-10 text-slate-600">
        <Trans>Loading profile…</Trans>
      </p>
    );
  }
  return (
    <section aria-labelledby="profile-title" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>{`${user.displayName} | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center gap-4">
        {user.photoURL ? (
          <img src={user.photoURL} alt="" width={96} height={96} className="size-24 rounded-full bg-slate-100" />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-full bg-slate-200 text-slate-500">
            <UserRound aria-hidden="true" className="size-12" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h1 id="profile-title" className="text-3xl font-bold break-words text-slate-900">
            {user.displayName}
          </h1>
          <MemberPlusBadge shown={user.memberPlus} />
          {user.city && (
            <p className="flex items-center gap-1 text-slate-700">
              <MapPin aria-hidden="true" className="size-4" />
              {user.city}
            </p>
          )}
        </div>
        {isOwn ? (
          <Link to={paths.settings} className={secondaryButton}>
            <Trans>Edit profile</Trans>
          </Link>
        ) : (
          actions?.(user)
        )}
      </div>
      {user.bio && <p className="whitespace-pre-line text-slate-800">{user.bio}</p>}
      {user.sports.length > 0 && (
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Games</Trans>
          </h2>
          <ChipList label={t`Games`} items={user.sports.map(gameTypeName)} />
        </div>
      )}
      <UpcomingGames user={user} isOwn={isOwn} />
      {sections?.(user)}
    </section>
  );
}

/** §6 publicUpcomingGames: the server sends null when the person keeps them private. */
function UpcomingGames({ user, isOwn }: { user: PublicProfile; isOwn: boolean }) {
  const { t } = useLingui();
  const name = user.displayName;
  if (user.upcomingEvents === undefined) return null;
  return (
    <section aria-labelledby="upcoming-games" className="flex flex-col gap-2">
      <h2 id="upcoming-games" className="text-lg font-semibold text-slate-900">
        <Trans>Upcoming games</Trans>
      </h2>
      {user.upcomingEvents === null ? (
        <p className="text-slate-600">
          <Trans>{name} keeps their upcoming games private.</Trans>
        </p>
      ) : user.upcomingEvents.length === 0 ? (
        <p className="text-slate-600">{isOwn ? t`You have no upcoming games.` : t`${name} has no upcoming games.`}</p>
      ) : (
        <ul aria-label={t`Upcoming games`} className="grid gap-3 sm:grid-cols-2">
          {user.upcomingEvents.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
