import { Trans, useLingui } from '@lingui/react/macro';
import { IdCard } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@web/components/load-error';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { HomeDashboardDto as HomeDashboard } from '@shared/schemas/home';
import { primaryButton } from '@web/components/ui';
import { useApi } from '@web/lib/use-api';
import { useReveal } from '@web/lib/use-reveal';
import { LocationCard, NearbyEvents, NearbyPlayers, SaleBanner, TeamsAndGroups, UpcomingEvents } from './dashboard-sections';
import { IncompleteTasksMenu } from './incomplete-tasks-menu';
import { NewcomerTip } from './newcomer-tip';
import { QuickLinks, QuickLinksSkeleton } from './quick-links';

// The QR code library loads only when the card is opened.
const PlayerCardDialog = lazy(() => import('./player-card-dialog'));

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
