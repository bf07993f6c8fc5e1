import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { focusRing, primaryButton, secondaryButton } from '@web/components/ui';
import { formatEventDate } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { apiKey, useApi, useApiMutation, useInvalidateApi } from '@web/lib/use-api';
import { familyAnswerMessages } from '../messages';
import { FillInviteActions } from './fill-invite-actions';
import {
  familyRequestOf,
  fillInviteOf,
  newestFirst,
  NOTIFICATIONS_REFRESH_MS,
  notificationsArgs,
  type Notification,
} from '../notification-rules';

const errorText = (error: unknown) => (error instanceof Error ? error.message : i18n._(msg`Please try again.`));

/** Revalidate the list (and so the header badge) after an action. */
function useRefreshNotifications() {
  const invalidate = useInvalidateApi();
  return () => invalidate('listNotifications');
}

/** `/notifications` (login required): the notification records, newest first. */
export function NotificationsPage() {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useApi('listNotifications', notificationsArgs, {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
  });
  const refresh = useRefreshNotifications();
  const markAllRead = useApiMutation('markAllNotificationsRead');
  const [markingAll, setMarkingAll] = useState(false);
  const recipient = data?.items[0]?.userId;
  // The recipient's family connections: which requests still wait for an answer.
  const family = useApi(
    'listFamilyConnections',
    recipient && data?.items.some((item) => familyRequestOf(item)) ? { params: { uid: recipient } } : null,
  );

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllRead.trigger();
    } catch (failure) {
      const reason = errorText(failure);
      toast.error(t`Could not mark your notifications as read. ${reason}`, { duration: limits.snackbarMs.short });
    } finally {
      setMarkingAll(false);
      await refresh();
    }
  };

  let body;
  if (error && !data)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          <Trans>Could not load your notifications.</Trans> {errorText(error)}
        </p>
        <button type="button" className={secondaryButton} onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  else if (isLoading || !data)
    body = (
      <p role="status" className="text-slate-600">
        <Trans>Loading notifications…</Trans>
      </p>
    );
  else if (data.items.length === 0)
    body = (
      <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">
        <Trans>You have no notifications.</Trans>
      </p>
    );
  else
    body = (
      <ul aria-label={t`Notifications`} className="flex flex-col gap-2">
        {newestFirst(data.items).map((item) => (
          <NotificationItem key={item.id} item={item} pending={family.data ? pendingIds(family.data.items) : undefined} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <title>{t`Notifications | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>Notifications</Trans>
        </h1>
        {data && data.items.length > 0 && (
          <button
            type="button"
            className={secondaryButton}
            disabled={markingAll || data.unreadCount === 0}
            onClick={() => void markAll()}
          >
            <Trans>Mark all as read</Trans>
          </button>
        )}
      </div>
      {data && data.unreadCount > 0 && (
        <p className="text-slate-600">
          <Trans>{data.unreadCount} unread</Trans>
        </p>
      )}
      {body}
    </div>
  );
}

const pendingIds = (items: readonly { id: string; awaitingMyAnswer: boolean }[]) =>
  new Set(items.filter((item) => item.awaitingMyAnswer).map((item) => item.id));

function NotificationItem({ item, pending }: { item: Notification; pending: Set<string> | undefined }) {
  const { t } = useLingui();
  const title = item.title;
  const refresh = useRefreshNotifications();
  const { mutate } = useSWRConfig();
  const mark = useApiMutation('markNotification');
  const destroy = useApiMutation('deleteNotification');
  const respond = useApiMutation('respondFamilyConnection');
  const [busy, setBusy] = useState(false);
  const request = familyRequestOf(item);
  // Until the connections load, offer the answer; the server refuses one that is no longer pending.
  const awaiting = request !== null && (pending === undefined || pending.has(request.connectionId));
  const invite = fillInviteOf(item);
  const [shownAt] = useState(() => Date.now());
  const inviteOpen = invite !== null && Date.parse(invite.occurrence) > shownAt;

  const open = async () => {
    if (item.read) return;
    try {
      await mark.trigger({ params: { notificationId: item.id }, body: { read: true } });
    } catch (failure) {
      const reason = errorText(failure);
      toast.error(t`Could not mark the notification as read. ${reason}`, { duration: limits.snackbarMs.short });
    }
    await refresh();
  };

  const remove = async () => {
    setBusy(true);
    try {
      await destroy.trigger({ params: { notificationId: item.id } });
      toast.success(t`Notification deleted`, { duration: limits.snackbarMs.short });
      await refresh();
    } catch (failure) {
      const reason = errorText(failure);
      toast.error(t`Could not delete the notification. ${reason}`, { duration: limits.snackbarMs.short });
      setBusy(false);
    }
  };

  const answer = async (accept: boolean) => {
    if (!request) return;
    setBusy(true);
    try {
      await respond.trigger({ params: { connectionId: request.connectionId }, body: { accept } });
      toast.success(t(accept ? familyAnswerMessages.accepted : familyAnswerMessages.declined), {
        duration: limits.snackbarMs.short,
      });
      if (!item.read) await mark.trigger({ params: { notificationId: item.id }, body: { read: true } }).catch(() => undefined);
    } catch (failure) {
      toast.error(`${t(familyAnswerMessages.failed)} ${errorText(failure)}`, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(false);
      await Promise.all([refresh(), mutate(apiKey('listFamilyConnections', { params: { uid: item.userId } }))]);
    }
  };

  return (
    <li
      className={`flex flex-col gap-3 rounded-md border p-4 sm:flex-row sm:items-start sm:justify-between ${
        item.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <button
        type="button"
        onClick={() => void open()}
        className={`flex flex-1 flex-col items-start gap-1 rounded-md text-left ${focusRing}`}
        aria-label={item.read ? title : t`Unread: ${title}`}
        aria-describedby={`${item.id}-message`}
      >
        <span className="flex items-center gap-2">
          {!item.read && <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />}
          <span className={item.read ? 'font-medium text-slate-800' : 'font-bold text-slate-950'}>{item.title}</span>
        </span>
        <span id={`${item.id}-message`} className="text-slate-700">
          {item.message}
        </span>
        <time dateTime={item.createdAt} className="text-sm text-slate-600">
          {formatEventDate(item.createdAt)}
        </time>
      </button>
      <div className="flex flex-wrap items-start gap-2">
        {inviteOpen && (
          <FillInviteActions
            eventId={invite.eventId}
            occurrence={invite.occurrence}
            describedBy={`${item.id}-message`}
            onAnswered={async () => {
              if (!item.read)
                await mark.trigger({ params: { notificationId: item.id }, body: { read: true } }).catch(() => undefined);
              await refresh();
            }}
          />
        )}
        {awaiting && (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void answer(true)}>
              <Trans>Accept</Trans>
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void answer(false)}>
              <Trans>Decline</Trans>
            </button>
          </>
        )}
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void remove()}
          aria-label={t`Delete notification: ${title}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
