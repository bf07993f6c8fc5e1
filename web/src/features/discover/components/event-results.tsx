import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import type { EventSummaryDto } from '@shared/schemas/event';
import { EventCardList } from '@web/components/event-card';


type ResultsProps =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry: () => void }
  | { state: 'ready'; events: EventSummaryDto[]; updating: boolean; label: string };

export function EventResults(props: ResultsProps) {
  if (props.state === 'loading') return <ResultsSkeleton />;

  if (props.state === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-900">
          <Trans>We couldn’t load events.</Trans>
        </p>
        <p className="text-sm text-red-800">{props.message}</p>
        <button
          type="button"
          onClick={props.onRetry}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 font-medium text-red-900 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  if (props.events.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
        <Trans>No events found nearby. Try a larger radius.</Trans>
      </p>
    );
  }

  return (
    <EventCardList
      events={props.events}
      label={props.label}
      busy={props.updating}
      className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${props.updating ? 'opacity-60 transition-opacity' : ''}`}
    />
  );
}

function ResultsSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="events-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-2/5 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
