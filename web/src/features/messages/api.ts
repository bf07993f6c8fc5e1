import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { OutputOf } from '../../../../shared/api/routes';
import type { RealtimeEvent } from '../../../../shared/schemas/message';
import { api } from '../../lib/api-client';

export type Conversation = OutputOf<'listConversations'>['items'][number];
export type Message = OutputOf<'sendMessage'>;
type History = OutputOf<'listMessages'>;

export const HISTORY_PAGE = 30;

export function useConversations(q: string) {
  return useSWR(['listConversations', q], () => api.call('listConversations', { query: q ? { q } : {} }), { keepPreviousData: true });
}

/** A conversation's history, newest page first; "Load older messages" fetches the next. */
export function useHistory(conversationId: string | null) {
  return useSWRInfinite(
    (index, previous: History | null) => {
      if (!conversationId || (previous && !previous.next)) return null;
      return ['listMessages', conversationId, index > 0 ? previous?.next : undefined] as const;
    },
    ([, id, before]) => api.call('listMessages', { params: { conversationId: id }, query: { limit: HISTORY_PAGE, ...(before ? { before } : {}) } }),
    { revalidateFirstPage: true, revalidateOnFocus: true },
  );
}

export const openDirect = (userId: string) => api.call('openDirectConversation', { body: { userId } });
export const sendMessage = (conversationId: string, text: string) => api.call('sendMessage', { params: { conversationId }, body: { text } });
export const editMessage = (conversationId: string, messageId: string, text: string) =>
  api.call('editMessage', { params: { conversationId, messageId }, body: { text } });
export const deleteMessage = (conversationId: string, messageId: string) => api.call('deleteMessage', { params: { conversationId, messageId } });
export const markRead = (conversationId: string) => api.call('markConversationRead', { params: { conversationId } });
export const blockConversation = (conversationId: string, userId: string) =>
  api.call('updateConversation', { params: { conversationId }, body: { userId, blocked: true } });

/**
 * Live events while mounted (the connection itself is the app's; see lib/realtime). Subscribed
 * once: the latest handlers are read through refs, so re-renders never open a gap.
 */
export function useRealtime(onEvent: (event: RealtimeEvent) => void, onReconnect: () => void) {
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });
  useEffect(() => {
    let cancelled = false;
    const stops: Array<() => void> = [];
    void import('../../lib/realtime').then((live) => {
      if (cancelled) return;
      live.start();
      stops.push(
        live.subscribe((event) => handlers.current.onEvent(event)),
        live.onReconnect(() => handlers.current.onReconnect()),
      );
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, []);
}

export async function sendTyping(conversationId: string) {
  (await import('../../lib/realtime')).send({ action: 'typing', conversationId });
}
