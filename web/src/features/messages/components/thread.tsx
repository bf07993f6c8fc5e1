import { Trans, useLingui } from '@lingui/react/macro';
import { Circle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  messageLimits,
  type ConversationDto as Conversation,
  type MessageDto as Message,
  type RealtimeEvent,
} from '@shared/schemas/message';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { LoadMoreButton } from '@web/components/load-more-button';
import { inputClass, primaryButton, secondaryButton } from '@web/components/ui';
import { formatEventDate } from '@web/lib/format';
import { isNetworkFailure, offlineNow, outbox, startOfflineWrites, usePendingWrites } from '@web/lib/offline-writes';
import { useApi, useApiMutation, useApiPages } from '@web/lib/use-api';
import { sendTyping } from '../use-realtime';

const TYPING_EVERY_MS = 3000;
const HISTORY_PAGE = 30;

/** One conversation: history (older pages on demand), live updates, the composer, own-message edits. */
export function Thread({
  conversationId,
  conversation,
  typingName,
  liveEvent,
  onChanged,
  onLeave,
  focusComposer = false,
}: {
  conversationId: string;
  conversation: Conversation | null;
  typingName: string;
  liveEvent: RealtimeEvent | null;
  onChanged: () => void;
  /** Put the cursor in the composer at once (a conversation just started with New message). */
  focusComposer?: boolean;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const me = useApi('getMe');
  // Newest page first; "Load older messages" asks for the page before the oldest one shown.
  const history = useApiPages(
    'listMessages',
    (before) => ({ params: { conversationId }, query: { limit: HISTORY_PAGE, ...(before ? { before } : {}) } }),
    { revalidateFirstPage: true, revalidateOnFocus: true },
  );
  const { trigger: markRead } = useApiMutation('markConversationRead');
  const send = useApiMutation('sendMessage');
  const block = useApiMutation('updateConversation', { invalidates: ['listNotifications'] });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const composerId = useId();
  const bottom = useRef<HTMLLIElement>(null);
  const queued = usePendingWrites(conversationId);
  const pages = history.data ?? [];
  const messages = pages
    .flatMap((p) => p.items)
    .slice()
    .reverse();
  const newest = messages.at(-1)?.id;
  // The edit window closes while the page is open: re-check twice a minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // Read on open, and again whenever something new arrives while it is open.
  useEffect(() => {
    void markRead({ params: { conversationId } }).then(onChanged, () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the newest message changes
  }, [conversationId, newest]);

  useEffect(() => {
    if (!liveEvent) return;
    if (liveEvent.type === 'presence' || ('message' in liveEvent && liveEvent.message.conversationId === conversationId))
      void history.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- react to each event once
  }, [liveEvent]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  // A message written offline is sent when the network returns (maybe while another page is open).
  useEffect(
    () =>
      outbox.onOutcome((outcome) => {
        if (outcome.entry.subject !== conversationId) return;
        void history.mutate();
        onChanged();
        if (outcome.result === 'refused') {
          const words = typeof outcome.entry.body.text === 'string' ? outcome.entry.body.text.slice(0, 40) : '';
          const reason = outcome.error.message;
          setError(t`“${words}” was not sent: ${reason}`);
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one subscription per conversation
    [conversationId],
  );

  /** No network: the message waits in the outbox under its send id, so a replay never posts it twice. */
  const queue = async (body: { text: string; clientId: string }) => {
    startOfflineWrites();
    await outbox.enqueue({
      id: body.clientId,
      routeId: 'sendMessage',
      params: { conversationId },
      body,
      subject: conversationId,
    });
    setText('');
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) {
      setError(t`Write a message`);
      return;
    }
    setSending(true);
    setError(null);
    const write = { text: body, clientId: crypto.randomUUID() };
    try {
      if (offlineNow()) return await queue(write);
      await send.trigger({ params: { conversationId }, body: write });
      setText('');
      await history.mutate();
      onChanged();
    } catch (e) {
      if (isNetworkFailure(e)) return await queue(write);
      setError(e instanceof Error ? e.message : t`The message could not be sent. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };

  const onType = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      void sendTyping(conversationId);
    }
  };

  const title = conversation?.title ?? t`Conversation`;
  return (
    <div className="flex min-h-[32rem] flex-1 flex-col rounded-lg border border-slate-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {conversation?.kind === 'direct' && conversation.online !== null && (
            <p className={`flex items-center gap-1 text-sm ${conversation.online ? 'text-green-700' : 'text-slate-500'}`}>
              <Circle aria-hidden="true" className="size-2 fill-current" /> {conversation.online ? t`Online` : t`Offline`}
            </p>
          )}
        </div>
        {conversation?.kind === 'direct' && me.data && (
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButton}>
                <Trans>Block conversation</Trans>
              </button>
            }
            title={t`Block the conversation with ${title}?`}
            description={t`It disappears from your messages and notifications, and they can no longer write to you here. You can unblock it in Settings → Privacy.`}
            confirmLabel={t`Block conversation`}
            busyLabel={t`Blocking…`}
            onConfirm={async () => {
              try {
                await block.trigger({ params: { conversationId }, body: { userId: me.data!.uid, blocked: true } });
                onChanged();
                onLeave();
                return undefined;
              } catch (e) {
                return e instanceof Error ? e.message : t`The conversation could not be blocked.`;
              }
            }}
          />
        )}
      </header>

      <div className="flex max-h-[60vh] flex-1 flex-col overflow-y-auto px-4 py-3">
        {history.error && !history.data ? (
          <LoadError
            what={t`This conversation could not be loaded.`}
            error={history.error}
            onRetry={() => void history.mutate()}
          />
        ) : history.isLoading ? (
          <p role="status" className="text-slate-600">
            <Trans>Loading messages...</Trans>
          </p>
        ) : (
          <>
            <LoadMoreButton list={history} label={t`Load older messages`} className="mb-3" />
            {messages.length === 0 && (
              <p className="text-slate-600">
                <Trans>No messages yet: say hello.</Trans>
              </p>
            )}
            <ol role="log" aria-live="polite" aria-label={t`Messages with ${title}`} className="flex flex-col gap-3">
              {messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  mine={m.senderId === me.data?.uid}
                  now={now}
                  conversationId={conversationId}
                  onChanged={() => void history.mutate()}
                />
              ))}
              <li ref={bottom} aria-hidden="true" />
            </ol>
          </>
        )}
        {queued.length > 0 && (
          <ul aria-label={t`Waiting to send`} className="mt-3 flex flex-col gap-3">
            {queued.map((entry) => (
              <li
                key={entry.id}
                className="flex max-w-[85%] flex-col gap-1 self-end rounded-lg border border-dashed border-brand-300 bg-brand-50 px-3 py-2"
              >
                <span className="text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">
                    <Trans>You</Trans>
                  </span>{' '}
                  · <Trans>Will send when online</Trans>
                </span>
                <p className="break-words whitespace-pre-wrap text-slate-900">{String(entry.body.text ?? '')}</p>
              </li>
            ))}
          </ul>
        )}
      </div>

      <form
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-2 border-t border-slate-200 p-3"
        aria-label={t`Write to ${title}`}
      >
        <p aria-live="polite" className="min-h-5 text-sm text-slate-500">
          {typingName ? t`${typingName} is typing…` : ''}
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label htmlFor={composerId} className="sr-only">
            <Trans>Message</Trans>
          </label>
          <div className="flex-1">
            <textarea
              id={composerId}
              autoFocus={focusComposer}
              value={text}
              onChange={(e) => onType(e.target.value)}
              onKeyDown={onKeyDown}
              rows={2}
              maxLength={messageLimits.text}
              placeholder={t`Write a message (Enter sends, Shift+Enter for a new line)`}
              className={`${inputClass} py-2`}
            />
          </div>
          <button type="submit" className={primaryButton} disabled={sending} aria-busy={sending}>
            {sending ? t`Sending…` : t`Send`}
          </button>
        </div>
      </form>
    </div>
  );
}

function MessageItem({
  message: m,
  mine,
  now,
  conversationId,
  onChanged,
}: {
  message: Message;
  mine: boolean;
  now: number;
  conversationId: string;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(m.text);
  const [error, setError] = useState<string | null>(null);
  const edit = useApiMutation('editMessage');
  const remove = useApiMutation('deleteMessage');
  const changeable = mine && !m.deleted && now - Date.parse(m.sentAt) < messageLimits.editWindowMinutes * 60_000;
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      setEditing(false);
      onChanged();
    } catch (e) {
      setError(e instanceof Error ? e.message : t`The message could not be changed.`);
    }
  };
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 rounded-lg px-3 py-2 ${mine ? 'self-end bg-brand-50' : 'self-start bg-slate-100'}`}
    >
      <span className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{mine ? t`You` : m.senderName}</span> · {formatEventDate(m.sentAt)}
        {m.editedAt && !m.deleted ? ` · ${t`edited`}` : ''}
      </span>
      {m.deleted ? (
        <span className="text-sm text-slate-500 italic">
          <Trans>Message deleted</Trans>
        </span>
      ) : editing ? (
        <div className="flex flex-col gap-2">
          <textarea
            aria-label={t`Edit message`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={2}
            maxLength={messageLimits.text}
            className={`${inputClass} py-2`}
          />
          <div className="flex gap-2">
            <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className={primaryButton}
              onClick={() => void run(() => edit.trigger({ params: { conversationId, messageId: m.id }, body: { text: draft } }))}
            >
              <Trans>Save</Trans>
            </button>
          </div>
        </div>
      ) : (
        <p className="break-words whitespace-pre-wrap text-slate-900">{m.text}</p>
      )}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {changeable && !editing && (
        <span className="flex gap-3 text-xs">
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => setEditing(true)}>
            <Trans>
              Edit<span className="sr-only"> your message</span>
            </Trans>
          </button>
          <button
            type="button"
            className="font-medium text-red-700 underline"
            onClick={() => void run(() => remove.trigger({ params: { conversationId, messageId: m.id } }))}
          >
            <Trans>
              Delete<span className="sr-only"> your message</span>
            </Trans>
          </button>
        </span>
      )}
    </li>
  );
}
