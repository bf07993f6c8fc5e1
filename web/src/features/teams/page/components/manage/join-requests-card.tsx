import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '@web/components/avatar';
import { BusyButton } from '@web/components/lists';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { SectionStates } from '../team-states';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';

/** Pending join requests, oldest first, each approved or declined. */
export function JoinRequestsCard({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  // What an admin can answer a join request with, and what the toast says after.
  const decisions = [
    {
      decision: 'approve',
      label: t`Approve`,
      busyLabel: t`Approving…`,
      ariaLabel: (name: string) => t`Approve ${name}`,
      className: primaryButton,
      done: (name: string) => t`${name} joined`,
    },
    {
      decision: 'decline',
      label: t`Decline`,
      busyLabel: t`Declining…`,
      ariaLabel: (name: string) => t`Decline ${name}`,
      className: secondaryButton,
      done: (name: string) => t`Declined ${name}`,
    },
  ] as const;
  const requests = useApi('listJoinRequests', { params: { id: teamId } });
  const reviewJoinRequest = useApiMutation('reviewJoinRequest');
  const { pending, run } = useTeamAction();
  const review = (uid: string, decision: 'approve' | 'decline') => () =>
    reviewJoinRequest.trigger({ params: { id: teamId, uid }, body: { decision } });
  return (
    <ManageCard title={t`Join requests`}>
      <SectionStates
        result={requests}
        what={t`the join requests`}
        loading={t`Loading join requests…`}
        empty={
          <p className="text-sm text-slate-600">
            <Trans>No requests waiting.</Trans>
          </p>
        }
      >
        {(data) => (
          <ul aria-label={t`Join requests`} className="flex flex-col gap-2">
            {data.items.map((r) => (
              <li key={r.userId} className="flex flex-wrap items-center gap-3">
                <Avatar name={r.displayName} photoURL={r.photoURL} />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{r.displayName}</span>
                <span className="flex gap-2">
                  {decisions.map((d) => (
                    <BusyButton
                      key={d.decision}
                      action={`${d.decision}:${r.userId}`}
                      busy={pending}
                      label={d.label}
                      busyLabel={d.busyLabel}
                      ariaLabel={d.ariaLabel(r.displayName)}
                      className={d.className}
                      onClick={() => void run(`${d.decision}:${r.userId}`, review(r.userId, d.decision), d.done(r.displayName))}
                    />
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionStates>
    </ManageCard>
  );
}
