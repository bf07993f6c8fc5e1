import { Avatar } from '@web/components/avatar';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { SectionError } from '@web/features/teams/shared/section-error';
import { SectionLoading } from '../team-states';
import { useTeamAction } from '../use-team-action';
import { ManageCard } from './manage-card';

/** Pending join requests, oldest first, each approved or declined. */
export function JoinRequestsCard({ teamId }: { teamId: string }) {
  const requests = useApi('listJoinRequests', { params: { id: teamId } });
  const reviewJoinRequest = useApiMutation('reviewJoinRequest');
  const { pending, run } = useTeamAction();
  const items = requests.data?.items ?? [];
  const review = (uid: string, decision: 'approve' | 'decline') => () =>
    reviewJoinRequest.trigger({ params: { id: teamId, uid }, body: { decision } });
  return (
    <ManageCard title="Join requests">
      {requests.error && !requests.data ? (
        <SectionError what="the join requests" error={requests.error} onRetry={() => void requests.mutate()} />
      ) : !requests.data ? (
        <SectionLoading label="Loading join requests…" />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">No requests waiting.</p>
      ) : (
        <ul aria-label="Join requests" className="flex flex-col gap-2">
          {items.map((r) => (
            <li key={r.userId} className="flex flex-wrap items-center gap-3">
              <Avatar name={r.displayName} photoURL={r.photoURL} />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{r.displayName}</span>
              <span className="flex gap-2">
                <button
                  type="button"
                  disabled={pending !== undefined}
                  aria-busy={pending === `approve:${r.userId}`}
                  aria-label={`Approve ${r.displayName}`}
                  onClick={() => void run(`approve:${r.userId}`, review(r.userId, 'approve'), `${r.displayName} joined`)}
                  className={primaryButton}
                >
                  {pending === `approve:${r.userId}` ? 'Approving…' : 'Approve'}
                </button>
                <button
                  type="button"
                  disabled={pending !== undefined}
                  aria-busy={pending === `decline:${r.userId}`}
                  aria-label={`Decline ${r.displayName}`}
                  onClick={() => void run(`decline:${r.userId}`, review(r.userId, 'decline'), `Declined ${r.displayName}`)}
                  className={secondaryButton}
                >
                  {pending === `decline:${r.userId}` ? 'Declining…' : 'Decline'}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ManageCard>
  );
}
