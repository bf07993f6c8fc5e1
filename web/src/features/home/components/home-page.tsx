import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IdCard, MapPin, Megaphone, Navigation } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { HomeDashboardDto as HomeDashboard } from '@shared/schemas/home';
import { Avatar } from '@web/components/avatar';
import { EventCardList } from '@web/components/event-card';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
import { gameTypeName } from '@web/lib/game-types';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { useReveal } from '@web/lib/use-reveal';
import { EmptyNote, HomeSection } from './home-section';
import { IncompleteTasksMenu } from './incomplete-tasks-menu';
import { NewcomerTip } from './newcomer-tip';
import { QuickLinks, QuickLinksSkeleton } from './quick-links';

// The QR code library loads only when the card is opened.
const PlayerCardDialog = lazy(() => import('./player-card-dialog'));

const kindLabel = { team: msg`Team`, community: msg`Community`, league: msg`League`, organization: msg`Organization` } as const;
const roleLabel = { owner: msg`Owner`, admin: msg`Admin`, member: msg`Member` } as const;

/** §2 Home (login): what is next, who and what is near, and the player card. One API request, not six. */
export function HomePage() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('getHomeDashboard');
  const name = data?.player.displayName;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      <title>{t`Home | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{data ? t`Hi, ${name}` : t`Home`}</h1>
        {data && (
          <div className="flex flex-wrap items-center gap-2">
            <IncompleteTasksMenu tasks={data.incompleteTasks} />
            <PlayerCardButton data={data} />
          </div>
        )}
      </div>
      {error ? (
        <LoadError what={t`We couldn’t load your home page.`} error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <>
          <p role="status" className="sr-only">
            <Trans>Loading your home page…</Trans>
          </p>
          <QuickLinksSkeleton />
        </>
      ) : (
        <Dashboard data={data} />
      )}
    </div>
  );
}

function PlayerCardButton({ data }: { data: HomeDashboard }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        <IdCard aria-hidden="true" className="size-4" />
        <Trans>Player card</Trans>
      </button>
      {open && (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Opening your player card…</Trans>
            </p>
          }
        >
          <PlayerCardDialog open={open} onOpenChange={setOpen} player={data.player} registrations={data.registrations} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The dashboard's sections appear one task after another (useReveal), top of each column first: one
 * render of every card at once was the longest task of a visit to /home.
 */
function Dashboard({ data }: { data: HomeDashboard }) {
  const shown = useReveal(6);
  return (
    <>
      <NewcomerTip />
      <QuickLinks />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {shown >= 2 && <UpcomingEvents data={data} />}
          {shown >= 5 && <NearbyEvents data={data} />}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {shown >= 3 && <LocationCard city={data.city} />}
          {shown >= 4 && <TeamsAndGroups data={data} />}
          {shown >= 6 && (
            <>
              <NearbyPlayers data={data} />
              <SaleBanner />
            </>
          )}
        </div>
      </div>
    </>
  );
}

function UpcomingEvents({ data }: { data: HomeDashboard }) {
  const { t } = useLingui();
  return (
    <HomeSection
      title={t`Your upcoming events`}
      action={
        <Link to={paths.createEvent} className={textLink}>
          <Trans>Create an event</Trans>
        </Link>
      }
    >
      {data.upcomingEvents.length === 0 ? (
        <EmptyNote>
          <Trans>
            Nothing on your calendar yet.{' '}
            <Link to={paths.discover} className={textLink}>
              Find a game to join
            </Link>
          </Trans>
        </EmptyNote>
      ) : (
        <EventCardList events={data.upcomingEvents} label={t`Your upcoming events`} className="grid gap-3 sm:grid-cols-2" />
      )}
    </HomeSection>
  );
}

function NearbyEvents({ data }: { data: HomeDashboard }) {
  const { t } = useLingui();
  const cityName = data.city?.name ?? '';
  return (
    <HomeSection
      title={t`Events near you`}
      action={
        data.city && (
          <Link to={paths.discoverAt(data.city)} className={textLink}>
            <Trans>See all</Trans>
          </Link>
        )
      }
    >
      {!data.city ? (
        <EmptyNote>
          <Trans>Choose your go-to city to see events near you.</Trans>
        </EmptyNote>
      ) : data.nearbyEvents.length === 0 ? (
        <EmptyNote>
          <Trans>No other events near {cityName} yet. Why not create one?</Trans>
        </EmptyNote>
      ) : (
        <EventCardList events={data.nearbyEvents} label={t`Events near you`} className="grid gap-3 sm:grid-cols-2" />
      )}
    </HomeSection>
  );
}

function TeamsAndGroups({ data }: { data: HomeDashboard }) {
  const { t } = useLingui();
  return (
    <HomeSection
      title={t`Teams and groups`}
      action={
        <Link to={paths.teamsDirectory} className={textLink}>
          <Trans>Browse</Trans>
        </Link>
      }
    >
      {data.teams.length === 0 ? (
        <EmptyNote>
          <Trans>
            You are not in a team or group yet.{' '}
            <Link to={paths.teamCreate} className={textLink}>
              Create one
            </Link>
          </Trans>
        </EmptyNote>
      ) : (
        <ul aria-label={t`Teams and groups`} className="flex flex-col gap-2">
          {data.teams.map((team) => (
            <AvatarRow key={team.teamId} name={team.name} photoURL={team.photoURL} to={paths.team(team.teamId)}>
              {t(kindLabel[team.kind])} · {t(roleLabel[team.role])}
            </AvatarRow>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function NearbyPlayers({ data }: { data: HomeDashboard }) {
  const { t } = useLingui();
  const cityName = data.city?.name ?? '';
  return (
    <HomeSection
      title={t`Players near you`}
      action={
        <Link to={paths.findPlayers} className={textLink}>
          <Trans>Find players</Trans>
        </Link>
      }
    >
      {data.nearbyPlayers.length === 0 ? (
        <EmptyNote>
          {data.city ? t`No other players near ${cityName} yet.` : t`Choose your go-to city to meet players near you.`}
        </EmptyNote>
      ) : (
        <ul aria-label={t`Players near you`} className="flex flex-col gap-2">
          {data.nearbyPlayers.map((p) => (
            <AvatarRow key={p.uid} name={p.displayName} photoURL={p.photoURL} to={paths.profile(p.uid)}>
              {[formatDistance(p.distanceMiles), p.sports.slice(0, 3).map(gameTypeName).join(', ')].filter(Boolean).join(' · ')}
            </AvatarRow>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** §2 Home location card: the go-to city, a link to what is on there, and where to change it. */
function LocationCard({ city }: { city: HomeDashboard['city'] }) {
  const { t } = useLingui();
  const cityName = city?.name ?? '';
  return (
    <HomeSection
      title={t`Your go-to city`}
      action={
        <Link to={paths.settingsProfile} className={textLink}>
          {city ? t`Change` : t`Choose`}
          <span className="sr-only"> {t`your go-to city`}</span>
        </Link>
      }
    >
      {city ? (
        <div className="flex flex-col items-start gap-3">
          <p className="flex items-center gap-2 text-slate-800">
            <MapPin aria-hidden="true" className="size-4 text-brand-700" />
            {city.name}
          </p>
          <Link to={paths.discoverAt(city)} className={secondaryButton}>
            <Navigation aria-hidden="true" className="size-4" />
            <Trans>Go to {cityName}</Trans>
          </Link>
        </div>
      ) : (
        <EmptyNote>
          <Trans>Pick the city you play in most to see events and players near it.</Trans>
        </EmptyNote>
      )}
    </HomeSection>
  );
}

/** §2 Home community banner: starting a community is free on the Rookie plan. */
function SaleBanner() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Start a community`} className="flex flex-col items-start gap-2 rounded-lg bg-brand-700 p-4 text-white">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden="true" className="size-5" />
        <Trans>Start your own community</Trans>
      </p>
      <p className="text-brand-50">
        <Trans>Bring your regulars together: events, members and messages in one place. Free on the Rookie plan.</Trans>
      </p>
      <Link
        to={paths.startCommunity}
        className="inline-flex min-h-11 items-center rounded-md bg-white px-4 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <Trans>Get started</Trans>
      </Link>
    </aside>
  );
}

/** A team or a person in a home card's list: avatar, name linking to their page, one line about them. */
function AvatarRow({ name, photoURL, to, children }: { name: string; photoURL: string | null; to: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <Avatar name={name} photoURL={photoURL} />
      <div className="min-w-0">
        <Link to={to} className={`${textLink} break-words`}>
          {name}
        </Link>
        <p className="text-sm text-slate-600">{children}</p>
      </div>
    </li>
  );
}
