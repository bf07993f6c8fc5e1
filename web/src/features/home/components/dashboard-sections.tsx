import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Megaphone, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HomeDashboardDto as HomeDashboard } from '@shared/schemas/home';
import { Avatar } from '@web/components/avatar';
import { EventCardList } from '@web/components/event-card';
import { secondaryButton, textLink } from '@web/components/ui';
import { formatDistance } from '@web/lib/format';
import { gameTypeName } from '@web/lib/game-types';
import { paths } from '@web/lib/paths';
import { EmptyNote, HomeSection } from './home-section';

/** The home dashboard's sections (§2 Home), each rendered on its own (home-page.tsx shows them in turn). */

const kindLabel = { team: msg`Team`, community: msg`Community`, league: msg`League`, organization: msg`Organization` } as const;
const roleLabel = { owner: msg`Owner`, admin: msg`Admin`, member: msg`Member` } as const;

export function UpcomingEvents({ data }: { data: HomeDashboard }) {
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

export function NearbyEvents({ data }: { data: HomeDashboard }) {
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

export function TeamsAndGroups({ data }: { data: HomeDashboard }) {
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

export function NearbyPlayers({ data }: { data: HomeDashboard }) {
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
export function LocationCard({ city }: { city: HomeDashboard['city'] }) {
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
export function SaleBanner() {
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
