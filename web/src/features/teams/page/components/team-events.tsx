import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PlainSelect } from '@web/components/plain-select';
import { paths } from '@web/lib/paths';
import { useApi } from '@web/lib/use-api';
import { formatEventDate } from '@web/lib/format';
import { SectionStates } from './team-states';

/** Upcoming events the team hosts, with a session filter once the team has sessions. */
export function TeamEvents({ teamId, teamName }: { teamId: string; teamName: string }) {
  const headingId = useId();
  const [sessionId, setSessionId] = useState('');
  const sessions = useApi('listSessions', { params: { id: teamId }, query: {} });
  const events = useApi('listTeamEvents', { params: { id: teamId }, query: sessionId ? { sessionId } : {} });
  const sessionItems = sessions.data?.items ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Upcoming events
        </h2>
        {sessionItems.length > 0 && (
          <PlainSelect
            label="Session"
            value={sessionId}
            options={[{ value: '', label: 'All sessions' }, ...sessionItems.map((s) => ({ value: s.id, label: s.label }))]}
            onChange={setSessionId}
            className="flex w-full flex-col gap-1 sm:w-64"
          />
        )}
      </div>
      <SectionStates result={events} what="the events" loading="Loading events…">
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-slate-600">
              {sessionId ? 'No upcoming events in this session.' : `No upcoming events from ${teamName} yet.`}
            </p>
          ) : (
            <ul aria-label={`Upcoming events of ${teamName}`} className="grid gap-3 sm:grid-cols-2">
              {data.items.map((event) => (
                <li key={event.id}>
                  <Link
                    to={paths.event(event.id)}
                    className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <span className="font-semibold break-words text-slate-900">{event.title}</span>
                    <span className="text-sm text-slate-700">
                      {event.gameType} · {event.location.name}
                    </span>
                    <span className="flex items-center gap-1.5 text-sm text-slate-700">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <time dateTime={event.dateStart}>{formatEventDate(event.dateStart)}</time>
                    </span>
                    {event.cancelled && <span className="text-sm font-semibold text-red-800">Cancelled</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </SectionStates>
    </section>
  );
}
