import { useId, useState } from 'react';
import { EventLinkList, PlainSelect } from '@web/components/lists';
import { useApi } from '@web/lib/use-api';
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
      <SectionStates
        result={events}
        what="the events"
        loading="Loading events…"
        empty={
          <p className="text-slate-600">
            {sessionId ? 'No upcoming events in this session.' : `No upcoming events from ${teamName} yet.`}
          </p>
        }
      >
        {(data) => (
          <EventLinkList
            events={data.items}
            label={`Upcoming events of ${teamName}`}
            detail={(event) => `${event.gameType} · ${event.location.name}`}
          />
        )}
      </SectionStates>
    </section>
  );
}
