import { useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { LoadError } from '@web/components/load-error';
import { inputClass, labelClass, primaryButton, secondaryButton } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

type AmbassadorStatus = 'received' | 'approved' | 'declined';
type Application = OutputOf<'listAmbassadorApplications'>['items'][number];

const statusLabels: Record<AmbassadorStatus, string> = { received: 'Waiting for review', approved: 'Approved', declined: 'Declined' };
const experienceLabels: Record<Application['experience'], string> = { none: 'New to organising', some: 'Has organised some games', lots: 'Organises regularly' };

/** Ambassador applications: read them, approve or decline (the applicant is e-mailed). */
export function AmbassadorsPanel() {
  const [status, setStatus] = useState<AmbassadorStatus>('received');
  const { data, error, isLoading, mutate } = useApi('listAmbassadorApplications', { query: { status } });
  const decideApplication = useApiMutation('decideAmbassadorApplication', { invalidates: ['listAmbassadorApplications'] });
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (app: Application, decision: 'approved' | 'declined') => {
    setBusy(app.userId);
    try {
      await decideApplication.trigger({ params: { userId: app.userId }, body: { status: decision } });
      toast.success(`${app.fullName}: ${decision === 'approved' ? 'approved' : 'declined'}, and told by e-mail`);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The decision could not be saved. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="admin-ambassadors" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="admin-ambassadors" className="text-xl font-semibold text-slate-900">
          Ambassador applications
        </h2>
        <label className="flex flex-col gap-1">
          <span className={labelClass}>Show</span>
          <select className={inputClass} value={status} onChange={(e) => setStatus(e.target.value as AmbassadorStatus)}>
            {(Object.keys(statusLabels) as AmbassadorStatus[]).map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <LoadError what="Applications could not be loaded." error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p role="status">Loading applications...</p>
      ) : data.items.length === 0 ? (
        <p className="text-slate-600">No applications {status === 'received' ? 'waiting for review' : statusLabels[status].toLowerCase()}.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.items.map((app) => (
            <li key={app.userId}>
              <article aria-label={`Application from ${app.fullName}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
                <h3 className="font-semibold text-slate-900">
                  {app.fullName} <span className="font-normal text-slate-600">· {app.city}</span>
                </h3>
                <p className="text-sm text-slate-600">
                  {app.email} · applied {formatDay(app.createdAt)} · {experienceLabels[app.experience]} · {app.hoursPerMonth} h a month
                </p>
                <p className="text-sm text-slate-700">Sports: {app.sports.join(', ')}</p>
                <p className="whitespace-pre-wrap text-slate-800">{app.motivation}</p>
                {app.status === 'received' && (
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <button type="button" className={primaryButton} disabled={busy !== null} onClick={() => void decide(app, 'approved')}>
                      Approve {app.fullName}
                    </button>
                    <button type="button" className={secondaryButton} disabled={busy !== null} onClick={() => void decide(app, 'declined')}>
                      Decline {app.fullName}
                    </button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
