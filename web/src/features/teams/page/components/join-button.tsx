import { Link } from 'react-router-dom';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { roleWithArticle, type JoinState } from '../team-rules';
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
  switch (state.kind) {
    case 'checking':
      return (
        <p role="status" className="text-slate-600">
          Checking your membership…
        </p>
      );
    case 'signed-out':
      return (
        <Link to={loginHref} className={textLink}>
          Sign in to join
        </Link>
      );
    case 'can-join':
      return (
        <button type="button" disabled={busy} aria-busy={busy} onClick={onJoin} className={primaryButton}>
          {busy ? (state.label === 'Join' ? 'Joining…' : 'Sending request…') : state.label}
        </button>
      );
    case 'pending':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
            Request pending
          </span>
          <button type="button" disabled={busy} aria-busy={busy} onClick={onWithdraw} className={secondaryButton}>
            {busy ? 'Withdrawing…' : 'Withdraw request'}
          </button>
        </div>
      );
    case 'member':
      return (
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            You’re {roleWithArticle[state.role]}
          </span>
          <ConfirmDialog
            trigger={
              <button type="button" disabled={busy} className={secondaryButton}>
                Leave
              </button>
            }
            title={`Leave ${teamName}?`}
            description="You will stop being a member. To come back you will need to join again."
            confirmLabel="Yes, leave"
            busyLabel="Leaving…"
            cancelLabel="Stay"
            onConfirm={onLeave}
          />
        </div>
      );
  }
}
