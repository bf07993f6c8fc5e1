import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OutputOf } from '@shared/api/routes';
import { ListStates } from '@web/components/list-states';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { gameTypeName } from '@web/lib/game-types';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { PlainSelect } from '@web/components/lists';
import { AdminPanel, useRowAction } from './admin-panel';

type AmbassadorStatus = 'received' | 'approved' | 'declined';
type Application = OutputOf<'listAmbassadorApplications'>['items'][number];

const statusLabels: Record<AmbassadorStatus, MessageDescriptor> = {
  received: msg`Waiting for review`,
  approved: msg`Approved`,
  declined: msg`Declined`,
};
const emptyLabels: Record<AmbassadorStatus, MessageDescriptor> = {
  received: msg`No applications waiting for review.`,
  approved: msg`No applications approved.`,
  declined: msg`No applications declined.`,
};
const experienceLabels: Record<Application['experience'], MessageDescriptor> = {
  none: msg`New to organising`,
  some: msg`Has organised some games`,
  lots: msg`Organises regularly`,
};

/** Ambassador applications: read them, approve or decline (the applicant is e-mailed). */
export function AmbassadorsPanel() {
  const { t } = useLingui();
  const [status, setStatus] = useState<AmbassadorStatus>('received');
  const applications = useApi('listAmbassadorApplications', { query: { status } });
  const decideApplication = useApiMutation('decideAmbassadorApplication', { invalidates: ['listAmbassadorApplications'] });
  const { busy, run } = useRowAction(t`The decision could not be saved. Please try again.`);
  const decide = (app: Application, decision: 'approved' | 'declined') =>
    run(app.userId, async () => {
      await decideApplication.trigger({ params: { userId: app.userId }, body: { status: decision } });
      const name = app.fullName;
      return decision === 'approved' ? t`${name}: approved, and told by e-mail` : t`${name}: declined, and told by e-mail`;
    });
  return (
    <AdminPanel
      id="admin-ambassadors"
      title={t`Ambassador applications`}
      controls={
        <PlainSelect
          label={t`Show`}
          value={status}
          options={(Object.keys(statusLabels) as AmbassadorStatus[]).map((s) => ({ value: s, label: t(statusLabels[s]) }))}
          onChange={(raw) => setStatus(raw as AmbassadorStatus)}
        />
      }
    >
      <ListStates
        result={applications}
        failed={t`Applications could not be loaded.`}
        loading={t`Loading applications...`}
        empty={t(emptyLabels[status])}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.items.map((app) => {
              const name = app.fullName;
              const applied = formatDay(app.createdAt);
              const experience = t(experienceLabels[app.experience]);
              const hours = app.hoursPerMonth;
              const sports = app.sports.map(gameTypeName).join(', ');
              return (
                <li key={app.userId}>
                  <article
                    aria-label={t`Application from ${name}`}
                    className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
                  >
                    <h3 className="font-semibold text-slate-900">
                      {app.fullName} <span className="font-normal text-slate-600">· {app.city}</span>
                    </h3>
                    <p className="text-sm text-slate-600">
                      {app.email} · {t`applied ${applied}`} · {experience} · {t`${hours} h a month`}
                    </p>
                    <p className="text-sm text-slate-700">
                      <Trans>Sports: {sports}</Trans>
                    </p>
                    <p className="whitespace-pre-wrap text-slate-800">{app.motivation}</p>
                    {app.status === 'received' && (
                      <div className="flex flex-col gap-2 sm:flex-row">
                        <button
                          type="button"
                          className={primaryButton}
                          disabled={busy !== null}
                          onClick={() => void decide(app, 'approved')}
                        >
                          <Trans>Approve {name}</Trans>
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={busy !== null}
                          onClick={() => void decide(app, 'declined')}
                        >
                          <Trans>Decline {name}</Trans>
                        </button>
                      </div>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
    </AdminPanel>
  );
}
