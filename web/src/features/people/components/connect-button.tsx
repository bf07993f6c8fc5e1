import { Check, UserCheck, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { changeConnection, type ConnectionAction, type ConnectionStatus } from '../api/connections';

const done: Record<ConnectionAction, string> = {
  request: 'Connection request sent',
  accept: 'You are now connected',
  remove: 'Connection removed',
};

/**
 * Connect with a person, from where the two stand: ask; withdraw a request; accept or decline
 * theirs; remove a connection. Names the person for screen readers when `name` is given.
 */
export function ConnectButton({ uid, name, status }: { uid: string; name: string; status: ConnectionStatus }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: ConnectionAction) => {
    setBusy(true);
    try {
      const now = await changeConnection(action, uid);
      toast.success(action === 'request' && now === 'connected' ? done.accept : done[action]);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to send connection request');
    } finally {
      setBusy(false);
    }
  };
  const who = <span className="sr-only"> {name}</span>;
  if (status === 'connected') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
          <UserCheck aria-hidden="true" className="size-4" />
          Connected
        </span>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run('remove')}>
          Remove connection{who}
        </button>
      </div>
    );
  }
  if (status === 'requested') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">Request sent</span>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run('remove')}>
          Withdraw request{who}
        </button>
      </div>
    );
  }
  if (status === 'incoming') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={primaryButton} disabled={busy} onClick={() => void run('accept')}>
          <Check aria-hidden="true" className="size-4" />
          Accept{who}
        </button>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void run('remove')}>
          <X aria-hidden="true" className="size-4" />
          Decline{who}
        </button>
      </div>
    );
  }
  return (
    <button type="button" className={primaryButton} disabled={busy} onClick={() => void run('request')}>
      <UserPlus aria-hidden="true" className="size-4" />
      Connect{who}
    </button>
  );
}
