import { useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { ListStates } from '@web/components/list-states';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { PlainSelect } from '@web/components/lists';
import { AdminPanel, useRowAction } from './admin-panel';

type AmbassadorStatus = 'received' | 'approved' | 'declined';
type Application = OutputOf<'listAmbassadorApplications'>['items'][number];

const statusLabels: Record<AmbassadorStatus, string> = {
  received: 'Waiting for review',
  approved: 'Approved',
  declined: 'Declined',
};
const experienceLabels: Record<Application['experience'], string> = {
  none: 'New to organising',
  some: 'Has organised some games',
  lots: 'Organises regularly',
};

/** Ambassador applications: read them, approve or decline (the applicant is e-mailed). */
export function AmbassadorsPanel() {
  const [status, setStatus] = useState<AmbassadorStatus>('received');
  const applications = useApi('listAmbassadorApplications', { query: { status } });
  const decideApplication = useApiMutation('decideAmbassadorApplication', { invalidates: ['listAmbassadorApplications'] });
  const { busy, run } = useRowAction('The decision could not be saved. Please try again.');
  const decide = (app: Application, decision: 'approved' | 'declined') =>
    run(app.userId, async () => {
      await decideApplication.trigger({ params: { userId: app.userId }, body: { status: decision } });
      return `${app.fullName}: ${decision === 'approved' ? 'approved' : 'declined'}, and told by e-mail`;
    });
  return (
    <AdminPanel
      id="admin-ambassadors"
      title="Ambassador applications"
      controls={
        <PlainSelect
          label="Show"
          value={status}
          options={(Object.keys(statusLabels) as AmbassadorStatus[]).map((s) => ({ value: s, label: statusLabels[s] }))}
          onChange={(raw) => setStatus(raw as AmbassadorStatus)}
        />
      }
    >
      <ListStates
        result={applications}
        failed="Applications could not be loaded."
        loading="Loading applications..."
        empty={`No applications ${status === 'received' ? 'waiting for review' : statusLabels[status].toLowerCase()}.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.items.map((app) => (
              <li key={app.userId}>
                <article
                  aria-label={`Application from ${app.fullName}`}
                  className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
                >
                  <h3 className="font-semibold text-slate-900">
                    {app.fullName} <span className="font-normal text-slate-600">· {app.city}</span>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {app.email} · applied {formatDay(app.createdAt)} · {experienceLabels[app.experience]} · {app.hoursPerMonth} h
                    a month
                  </p>
                  <p className="text-sm text-slate-700">Sports: {app.sports.join(', ')}</p>
                  <p className="whitespace-pre-wrap text-slate-800">{app.motivation}</p>
                  {app.status === 'received' && (
                    <div className="flex flex-col gap-2 sm:flex-row">
                      <button
                        type="button"
                        className={primaryButton}
                        disabled={busy !== null}
                        onClick={() => void decide(app, 'approved')}
                      >
                        Approve {app.fullName}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={busy !== null}
                        onClick={() => void decide(app, 'declined')}
                      >
                        Decline {app.fullName}
                      </button>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </AdminPanel>
  );
}
