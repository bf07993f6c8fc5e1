import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EventLinkList, PlainSelect } from '@web/components/lists';
import { useApi } from '@web/lib/use-api';
import { SectionStates } from './team-states';
import { gameTypeName } from '@web/lib/game-types';

/** Upcoming events the team hosts, with a session filter once the team has sessions. */
export function TeamEvents({ teamId, teamName }: { teamId: string; teamName: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const [sessionId, setSessionId] = useState('');
  const sessions = useApi('listSessions', { params: { id: teamId }, query: {} });
  const events = useApi('listTeamEvents', { params: { id: teamId }, query: sessionId ? { sessionId } : {} });
  const sessionItems = sessions.data?.items ?? [];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          <Trans>Upcoming events</Trans>
        </h2>
        {sessionItems.length > 0 && (
          <PlainSelect
            label={t`Session`}
            value={sessionId}
            options={[{ value: '', label: t`All sessions` }, ...sessionItems.map((s) => ({ value: s.id, label: s.label }))]}
            onChange={setSessionId}
            className="flex w-full flex-col gap-1 sm:w-64"
          />
        )}
      </div>
      <SectionStates
        result={events}
        what={t`the events`}
        loading={t`Loading events…`}
        empty={
          <p className="text-slate-600">
            {sessionId ? (
              <Trans>No upcoming events in this session.</Trans>
            ) : (
              <Trans>No upcoming events from {teamName} yet.</Trans>
            )}
          </p>
        }
      >
        {(data) => (
          <EventLinkList
            events={data.items}
            label={t`Upcoming events of ${teamName}`}
            detail={(event) => `${gameTypeName(event.gameType)} · ${event.location.name}`}
          />
        )}
      </SectionStates>
    </section>
  );
}
