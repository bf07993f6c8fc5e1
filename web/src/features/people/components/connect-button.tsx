import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, UserCheck, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import type { RouteId } from '@shared/api/routes';
import type { ConnectionStatusDto as ConnectionStatus } from '@shared/schemas/people';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';

type ConnectionAction = 'request' | 'accept' | 'remove';

/** Every read that shows where two people stand: fetched again after a change. */
const showsConnection: RouteId[] = ['listConnections', 'getUser', 'listNearbyPlayers', 'fullSearch', 'getHomeDashboard'];

const done: Record<ConnectionAction, MessageDescriptor> = {
  request: msg`Connection request sent`,
  accept: msg`You are now connected`,
  remove: msg`Connection removed`,
};

/**
 * Connect with a person, from where the two stand: ask; withdraw a request; accept or decline
 * theirs; remove a connection. Each button's accessible name includes the person's name.
 */
export function ConnectButton({ uid, name, status: given }: { uid: string; name: string; status: ConnectionStatus }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const mutations = {
    request: useApiMutation('requestConnection', { invalidates: showsConnection }),
    accept: useApiMutation('acceptConnection', { invalidates: showsConnection }),
    remove: useApiMutation('removeConnection', { invalidates: showsConnection }),
  };
  // What the last change answered, until the list or profile it came from is fetched again:
  // the button shows the answer at once rather than after the refetch.
  const [answer, setAnswer] = useState<{ from: ConnectionStatus; now: ConnectionStatus } | null>(null);
  const status = answer && answer.from === given ? answer.now : given;
  const run = async (action: ConnectionAction) => {
    setBusy(true);
    try {
      const { status: now } = await mutations[action].trigger({ params: { uid } });
      setAnswer({ from: given, now });
      toast.success(t(action === 'request' && now === 'connected' ? done.accept : done[action]));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t`Failed to send connection request`);
    } finally {
      setBusy(false);
    }
  };
  if (status === 'connected') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
          <UserCheck aria-hidden="true" className="size-4" />
          <Trans>Connected</Trans>
        </span>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void run('remove')}
          aria-label={t`Remove connection ${name}`}
        >
          <Trans>Remove connection</Trans>
        </button>
      </div>
    );
  }
  if (status === 'requested') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-700">
          <Trans>Request sent</Trans>
        </span>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void run('remove')}
          aria-label={t`Withdraw request ${name}`}
        >
          <Trans>Withdraw request</Trans>
        </button>
      </div>
    );
  }
  if (status === 'incoming') {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={busy}
          onClick={() => void run('accept')}
          aria-label={t`Accept ${name}`}
        >
          <Check aria-hidden="true" className="size-4" />
          <Trans>Accept</Trans>
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void run('remove')}
          aria-label={t`Decline ${name}`}
        >
          <X aria-hidden="true" className="size-4" />
          <Trans>Decline</Trans>
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={primaryButton}
      disabled={busy}
      onClick={() => void run('request')}
      aria-label={t`Connect ${name}`}
    >
      <UserPlus aria-hidden="true" className="size-4" />
      <Trans>Connect</Trans>
    </button>
  );
}
