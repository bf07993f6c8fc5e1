import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useSWRConfig } from 'swr';
import { PRODUCT_NAME } from '../../../../../shared/constants/messages';
import { focusRing, primaryButton, secondaryButton } from '../../../components/ui';
import { listFamilyConnectionsKey, respondFamilyConnection, useFamilyConnections } from '../api/family-requests';
import { useNotifications, useRefreshNotifications, type Notification } from '../api/list-notifications';
import { deleteNotification, markAllNotificationsRead, markNotification } from '../api/update-notifications';
import { familyAnswerMessages } from '../messages';
import { familyRequestOf, newestFirst } from '../notification-rules';
import { SNACKBAR_MS } from '../snackbar';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

/** `/notifications` (login required): the notification records, newest first. */
export function NotificationsPage() {
  const { data, error, isLoading, mutate } = useNotifications();
  const refresh = useRefreshNotifications();
  const [markingAll, setMarkingAll] = useState(false);
  const recipient = data?.items[0]?.userId;
  const family = useFamilyConnections(data?.items.some((item) => familyRequestOf(item)) ? recipient : undefined);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
    } catch (failure) {
      toast.error(`Could not mark your notifications as read. ${errorText(failure)}`, { duration: SNACKBAR_MS });
    } finally {
      setMarkingAll(false);
      await refresh();
    }
  };

  let body;
  if (error && !data)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Could not load your notifications. {errorText(error)}</p>
        <button type="button" className={secondaryButton} onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    );
  else if (isLoading || !data)
    body = (
      <p role="status" className="text-slate-600">
        Loading notifications…
      </p>
    );
  else if (data.items.length === 0) body = <p className="rounded-md border border-slate-200 bg-white p-6 text-slate-600">You have no notifications.</p>;
  else
    body = (
      <ul aria-label="Notifications" className="flex flex-col gap-2">
        {newestFirst(data.items).map((item) => (
          <NotificationItem key={item.id} item={item} pending={family.data ? pendingIds(family.data.items) : undefined} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:py-8">
      <title>{`Notifications | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
        {data && data.items.length > 0 && (
          <button type="button" className={secondaryButton} disabled={markingAll || data.unreadCount === 0} onClick={() => void markAll()}>
            Mark all as read
          </button>
        )}
      </div>
      {data && data.unreadCount > 0 && <p className="text-slate-600">{data.unreadCount} unread</p>}
      {body}
    </div>
  );
}

const pendingIds = (items: readonly { id: string; awaitingMyAnswer: boolean }[]) =>
  new Set(items.filter((item) => item.awaitingMyAnswer).map((item) => item.id));

function NotificationItem({ item, pending }: { item: Notification; pending: Set<string> | undefined }) {
  const refresh = useRefreshNotifications();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const request = familyRequestOf(item);
  // Until the connections load, offer the answer; the server refuses one that is no longer pending.
  const awaiting = request !== null && (pending === undefined || pending.has(request.connectionId));

  const open = async () => {
    if (item.read) return;
    try {
      await markNotification(item.id, true);
    } catch (failure) {
      toast.error(`Could not mark the notification as read. ${errorText(failure)}`, { duration: SNACKBAR_MS });
    }
    await refresh();
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteNotification(item.id);
      toast.success('Notification deleted', { duration: SNACKBAR_MS });
      await refresh();
    } catch (failure) {
      toast.error(`Could not delete the notification. ${errorText(failure)}`, { duration: SNACKBAR_MS });
      setBusy(false);
    }
  };

  const answer = async (accept: boolean) => {
    if (!request) return;
    setBusy(true);
    try {
      await respondFamilyConnection(request.connectionId, accept);
      toast.success(accept ? familyAnswerMessages.accepted : familyAnswerMessages.declined, { duration: SNACKBAR_MS });
      if (!item.read) await markNotification(item.id, true).catch(() => undefined);
    } catch (failure) {
      toast.error(`${familyAnswerMessages.failed} ${errorText(failure)}`, { duration: SNACKBAR_MS });
    } finally {
      setBusy(false);
      await Promise.all([refresh(), mutate(listFamilyConnectionsKey(item.userId))]);
    }
  };

  const time = new Date(item.createdAt);
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
        aria-label={`${item.read ? '' : 'Unread: '}${item.title}`}
        aria-describedby={`${item.id}-message`}
      >
        <span className="flex items-center gap-2">
          {!item.read && <span aria-hidden="true" className="size-2 rounded-full bg-brand-700" />}
          <span className={item.read ? 'font-medium text-slate-800' : 'font-bold text-slate-950'}>{item.title}</span>
        </span>
        <span id={`${item.id}-message`} className="text-slate-700">
          {item.message}
        </span>
        <time dateTime={item.createdAt} className="text-sm text-slate-500">
          {Number.isNaN(time.getTime()) ? item.createdAt : time.toLocaleString()}
        </time>
      </button>
      <div className="flex flex-wrap gap-2">
        {awaiting && (
          <>
            <button type="button" className={primaryButton} disabled={busy} onClick={() => void answer(true)}>
              Accept
            </button>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void answer(false)}>
              Decline
            </button>
          </>
        )}
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => void remove()} aria-label={`Delete notification: ${item.title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
