import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { decideGuardianRequest, useGuardianRequests, type GuardianRequest } from '../api/guardian-requests';
import { PersonRow } from './person-row';

/**
 * For parents and guardians: connection requests to their children (under 18) from people outside
 * the child's family and teams. The child sees a request only after it is approved here. Shows
 * nothing to anyone without such requests.
 */
export function GuardianRequests() {
  const headingId = useId();
  const { data } = useGuardianRequests();
  const [busy, setBusy] = useState<string | null>(null);
  if (!data || data.items.length === 0) return null;

  const decide = async (r: GuardianRequest, decision: 'approve' | 'decline') => {
    const key = `${r.minor.uid}:${r.requester.uid}`;
    setBusy(key);
    try {
      await decideGuardianRequest(r.minor.uid, r.requester.uid, decision);
      toast.success(
        decision === 'approve'
          ? `Approved: ${r.minor.displayName} can now answer ${r.requester.displayName}’s request`
          : `Declined ${r.requester.displayName}’s request`,
      );
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border-2 border-amber-200 bg-amber-50/50 p-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Requests waiting for your approval ({data.items.length})
      </h2>
      <p className="text-sm text-slate-700">
        People outside your child’s family and teams asked to connect with them. Your child sees a request only after you
        approve it.
      </p>
      <ul aria-label="Requests waiting for your approval" className="flex flex-col gap-2">
        {data.items.map((r) => {
          const key = `${r.minor.uid}:${r.requester.uid}`;
          return (
            <PersonRow
              key={key}
              person={r.requester}
              detail={`Wants to connect with ${r.minor.displayName}`}
              action={
                <div className="flex flex-wrap items-start gap-2">
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={busy !== null}
                    aria-busy={busy === key}
                    onClick={() => void decide(r, 'approve')}
                    aria-label={`Approve ${r.requester.displayName} for ${r.minor.displayName}`}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Approve
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy !== null}
                    onClick={() => void decide(r, 'decline')}
                    aria-label={`Decline ${r.requester.displayName} for ${r.minor.displayName}`}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Decline
                  </button>
                </div>
              }
            />
          );
        })}
      </ul>
    </section>
  );
}
