import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GuardianDecisionInput, GuardianRequestDto as GuardianRequest } from '@shared/schemas/people';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { PersonRow } from './person-row';

const keyOf = (r: GuardianRequest) => `${r.kind}:${r.minor.uid}:${r.kind === 'connection' ? r.requester.uid : r.team.id}`;
/** Who or what the child would meet, for the buttons' names and the messages. */
const subjectOf = (r: GuardianRequest) => (r.kind === 'connection' ? r.requester.displayName : r.team.name);

type Decision = GuardianDecisionInput['decision'];

/**
 * For parents and guardians: connection requests to their children (under 18) from people outside
 * the child's family and teams, and the teams their children asked to join. Nothing happens until
 * it is approved here. Shows nothing to anyone without such requests.
 */
export function GuardianRequests() {
  const { t } = useLingui();
  const headingId = useId();
  const { data } = useApi('listGuardianRequests');
  const decideConnection = useApiMutation('decideGuardianRequest', { invalidates: ['listGuardianRequests'] });
  const decideTeam = useApiMutation('decideGuardianTeamRequest', { invalidates: ['listGuardianRequests'] });
  const [busy, setBusy] = useState<string | null>(null);
  if (!data || data.items.length === 0) return null;

  const decide = async (r: GuardianRequest, decision: Decision) => {
    setBusy(keyOf(r));
    const body = { decision };
    try {
      // A held connection and a held team join are decided at different addresses.
      if (r.kind === 'connection') {
        await decideConnection.trigger({ params: { minorUid: r.minor.uid, requesterUid: r.requester.uid }, body });
      } else {
        await decideTeam.trigger({ params: { minorUid: r.minor.uid, teamId: r.team.id }, body });
      }
      const subject = subjectOf(r);
      const child = r.minor.displayName;
      toast.success(decision === 'approve' ? t`Approved: ${subject} for ${child}` : t`Declined: ${subject} for ${child}`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const buttons = (r: GuardianRequest) => {
    const subject = subjectOf(r);
    const child = r.minor.displayName;
    return (
      <div className="flex flex-wrap items-start gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={busy !== null}
          aria-busy={busy === keyOf(r)}
          onClick={() => void decide(r, 'approve')}
          aria-label={t`Approve ${subject} for ${child}`}
        >
          <Check aria-hidden="true" className="size-4" />
          <Trans>Approve</Trans>
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          onClick={() => void decide(r, 'decline')}
          aria-label={t`Decline ${subject} for ${child}`}
        >
          <X aria-hidden="true" className="size-4" />
          <Trans>Decline</Trans>
        </button>
      </div>
    );
  };
  const waiting = data.items.length;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border-2 border-amber-200 bg-amber-50/50 p-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <Trans>Requests waiting for your approval ({waiting})</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Your child is under 18: people outside their family and teams who ask to connect, and teams they ask to join, wait for
          you. Nothing reaches your child until you approve it.
        </Trans>
      </p>
      <ul aria-label={t`Requests waiting for your approval`} className="flex flex-col gap-2">
        {data.items.map((r) => {
          const child = r.minor.displayName;
          return r.kind === 'connection' ? (
            <PersonRow key={keyOf(r)} person={r.requester} detail={t`Wants to connect with ${child}`} action={buttons(r)} />
          ) : (
            <li key={keyOf(r)} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <p className="min-w-0 flex-1 text-slate-800">
                <Trans>
                  {child} asked to join{' '}
                  <Link to={paths.team(r.team.id)} className={textLink}>
                    {r.team.name}
                  </Link>
                </Trans>
              </p>
              {buttons(r)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
