import { formatDay } from '@web/lib/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { limits } from '@shared/constants/limits';
import { ListStates } from '@web/components/list-states';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

/** The conversations the person blocked, each with Unblock (spec §2 Privacy). */
export function BlockedConversations({ uid }: { uid: string }) {
  const { t } = useLingui();
  const id = useId();
  const conversations = useApi('listBlockedConversations', { params: { uid } });
  // §7 Conversation update {conversationId, userId, blocked}: here, unblock for the caller.
  const update = useApiMutation('updateConversation');
  const [busy, setBusy] = useState<string | null>(null);

  const unblock = async (conversationId: string) => {
    setBusy(conversationId);
    try {
      await update.trigger({ params: { conversationId }, body: { userId: uid, blocked: false } });
      toast.success(t`User unblocked successfully.`, { duration: limits.snackbarMs.short });
      await conversations.mutate(
        (current) => current && { items: current.items.filter((c) => c.conversationId !== conversationId) },
      );
    } catch {
      toast.error(t`Error while unblocking user.`, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Blocked conversations</Trans>
      </h3>
      <ListStates
        result={conversations}
        failed={t`Could not load your blocked conversations.`}
        loading={t`Loading blocked conversations…`}
        empty={t`No blocked conversations.`}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul aria-label={t`Blocked conversations`} className="flex flex-col divide-y divide-slate-100">
            {data.items.map((conversation) => {
              const name = conversation.otherDisplayName ?? t`Conversation`;
              const blockedOn = formatDay(conversation.blockedAt);
              return (
                <li key={conversation.conversationId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {name}
                    <span className="ml-2 text-sm text-slate-600">
                      <Trans>blocked {blockedOn}</Trans>
                    </span>
                  </span>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy === conversation.conversationId}
                    onClick={() => void unblock(conversation.conversationId)}
                    aria-label={t`Unblock conversation with ${name}`}
                  >
                    <Trans>Unblock</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
