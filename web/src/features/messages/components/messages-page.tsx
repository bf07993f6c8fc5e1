import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Circle, SquarePen, Search } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { ConversationDto as Conversation, RealtimeEvent } from '@shared/schemas/message';
import { LoadError } from '@web/components/load-error';
import { inputClass, primaryButton } from '@web/components/ui';
import { useApi } from '@web/lib/use-api';
import { useRealtime } from '../use-realtime';
import { NewMessageDialog } from './new-message-dialog';
import { Thread } from './thread';

/**
 * `messages`: direct conversations and team discussions. The list and the open
 * conversation side by side on wide screens, one at a time on phones; the conversation is in the
 * URL (?c=). Live events refresh what they touch; after a reconnect everything re-syncs.
 */
export function MessagesPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const [q, setQ] = useState('');
  const text = q.trim();
  // The list for the last search stays on screen while the next one loads.
  const list = useApi('listConversations', { query: text ? { q: text } : {} }, { keepPreviousData: true });
  const current = search.get('c');
  const [typing, setTyping] = useState<Record<string, string>>({});
  const [liveEvent, setLiveEvent] = useState<RealtimeEvent | null>(null);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const [composing, setComposing] = useState(false);
  const [started, setStarted] = useState<string | null>(null);

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'typing') {
        setTyping((t) => ({ ...t, [event.conversationId]: event.name }));
        clearTimeout(timers.current[event.conversationId]);
        timers.current[event.conversationId] = setTimeout(() => setTyping((t) => ({ ...t, [event.conversationId]: '' })), 4000);
        return;
      }
      if (event.type === 'message') setTyping((t) => ({ ...t, [event.message.conversationId]: '' }));
      setLiveEvent(event);
      void list.mutate();
    },
    [list],
  );
  const onReconnect = useCallback(() => {
    void list.mutate();
    setLiveEvent({ type: 'presence', userId: '', online: true });
  }, [list]);
  useRealtime(onEvent, onReconnect);

  const items = list.data?.items ?? [];
  const open = useMemo(() => list.data?.items.find((c) => c.id === current) ?? null, [list.data, current]);
  const select = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('c', id);
    else next.delete('c');
    setSearch(next);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <title>{open ? `${open.title} · ${t`Messages | ${PRODUCT_NAME}`}` : t`Messages | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={`text-2xl font-bold text-slate-900 ${current ? 'sr-only md:not-sr-only' : ''}`}>
          <Trans>Messages</Trans>
        </h1>
        <button
          type="button"
          className={`${primaryButton} ${current ? 'hidden md:inline-flex' : ''}`}
          onClick={() => setComposing(true)}
        >
          <SquarePen aria-hidden="true" className="size-4" /> <Trans>New message</Trans>
        </button>
      </div>
      <NewMessageDialog
        open={composing}
        onOpenChange={setComposing}
        onOpened={(id) => {
          setComposing(false);
          void list.mutate();
          setStarted(id);
          select(id);
        }}
      />
      <div className="grid min-h-[32rem] gap-4 md:grid-cols-[20rem_1fr]">
        <section aria-label={t`Conversations`} className={`flex flex-col gap-3 ${current ? 'hidden md:flex' : 'flex'}`}>
          <label className="relative">
            <span className="sr-only">
              <Trans>Search conversations</Trans>
            </span>
            <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-400" />
            <input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t`Search conversations`}
              className={`${inputClass} pl-9`}
            />
          </label>
          {list.error && !list.data ? (
            <LoadError what={t`Your conversations could not be loaded.`} error={list.error} onRetry={() => void list.mutate()} />
          ) : list.isLoading ? (
            <p role="status" className="text-slate-600">
              <Trans>Loading conversations...</Trans>
            </p>
          ) : items.length === 0 ? (
            <p className="text-slate-600">
              {q ? (
                <Trans>No conversation matches.</Trans>
              ) : (
                <Trans>
                  No conversations yet. Message someone from their profile or your{' '}
                  <Link to="/connect" className="font-medium text-brand-700 underline">
                    connections
                  </Link>
                  ; your teams’ discussions appear here too.
                </Trans>
              )}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
              {items.map((c) => (
                <li key={c.id}>
                  <ConversationRow
                    conversation={c}
                    selected={c.id === current}
                    typing={typing[c.id]}
                    onSelect={() => select(c.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t`Conversation`} className={`${current ? 'flex' : 'hidden md:flex'} min-w-0 flex-col`}>
          {current ? (
            <>
              <button
                type="button"
                onClick={() => select(null)}
                className="mb-2 inline-flex min-h-11 items-center gap-2 self-start font-medium text-brand-700 md:hidden"
              >
                <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>All conversations</Trans>
              </button>
              <Thread
                key={current}
                conversationId={current}
                conversation={open}
                typingName={typing[current] ?? ''}
                liveEvent={liveEvent}
                onChanged={() => void list.mutate()}
                onLeave={() => select(null)}
                focusComposer={started === current}
              />
            </>
          ) : (
            <p className="m-auto text-slate-600">
              <Trans>Choose a conversation.</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function ConversationRow({
  conversation: c,
  selected,
  typing,
  onSelect,
}: {
  conversation: Conversation;
  selected: boolean;
  typing?: string | undefined;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      className="flex w-full flex-col items-start gap-1 px-4 py-3 text-left hover:bg-slate-50 aria-[current=true]:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
    >
      <span className="flex w-full items-center justify-between gap-2">
        <span className="flex items-center gap-2 font-semibold text-slate-900">
          {c.title}
          {c.online === true && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
              <Circle aria-hidden="true" className="size-2 fill-current" /> <Trans>Online</Trans>
            </span>
          )}
          {c.kind === 'team' && (
            <span className="rounded bg-slate-100 px-1.5 text-xs font-medium text-slate-700">
              <Trans>Team</Trans>
            </span>
          )}
        </span>
        {c.unread > 0 && (
          <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold text-white">
            {c.unread}
            <span className="sr-only">
              {' '}
              <Trans>unread</Trans>
            </span>
          </span>
        )}
      </span>
      <span className="line-clamp-1 text-sm text-slate-600">
        {typing ? t`${typing} is typing…` : (c.lastMessage?.text ?? t`No messages yet`)}
      </span>
    </button>
  );
}
