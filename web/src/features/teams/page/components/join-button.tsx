import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import type { JoinState } from '../team-rules';
import { ConfirmDialog } from '@web/components/confirm-dialog';

export interface JoinButtonProps {
  state: JoinState;
  teamName: string;
  /** Where 'Sign in to join' comes back to. */
  loginHref: string;
  busy: boolean;
  onJoin: () => void;
  onWithdraw: () => void;
  /** Resolves to the server's refusal (e.g. the last owner cannot leave), or undefined. */
  onLeave: () => Promise<string | undefined>;
}

/** The join button by the viewer's standing: sign in, join or request, pending, or leave. */
export function JoinButton({ state, teamName, loginHref, busy, onJoin, onWithdraw, onLeave }: JoinButtonProps) {
  const { t } = useLingui();
  switch (state.kind) {
    case 'checking':
      return (
        <p role="status" className="text-slate-600">
          <Trans>Checking your membership…</Trans>
        </p>
      );
    case 'signed-out':
      return (
        <Link to={loginHref} className={textLink}>
          <Trans>Sign in to join</Trans>
        </Link>
      );
    case 'can-join':
      return (
        <button type="button" disabled={busy} aria-busy={busy} onClick={onJoin} className={primaryButton}>
          {state.label === 'Join' ? (busy ? t`Joining…` : t`Join`) : busy ? t`Sending request…` : t`Request to join`}
        </button>
      );
    case 'pending':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            <Trans>Request pending</Trans>
          </span>
          <button type="button" disabled={busy} aria-busy={busy} onClick={onWithdraw} className={secondaryButton}>
            {busy ? t`Withdrawing…` : t`Withdraw request`}
          </button>
        </div>
      );
    case 'member':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            {state.role === 'owner' ? (
              <Trans>You’re an owner</Trans>
            ) : state.role === 'admin' ? (
              <Trans>You’re an admin</Trans>
            ) : (
              <Trans>You’re a member</Trans>
            )}
          </span>
          <ConfirmDialog
            trigger={
              <button type="button" disabled={busy} className={secondaryButton}>
                <Trans>Leave</Trans>
              </button>
            }
            title={t`Leave ${teamName}?`}
            description={t`You will stop being a member. To come back you will need to join again.`}
            confirmLabel={t`Yes, leave`}
            busyLabel={t`Leaving…`}
            cancelLabel={t`Stay`}
            onConfirm={onLeave}
          />
        </div>
      );
  }
}
