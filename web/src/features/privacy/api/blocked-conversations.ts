import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export const listBlockedConversationsKey = (uid: string) => ['listBlockedConversations', { params: { uid } }] as const;

export const listBlockedConversations = (uid: string): Promise<OutputOf<'listBlockedConversations'>> =>
  api.call('listBlockedConversations', { params: { uid } });

export function useBlockedConversations(uid: string) {
  return useSWR(listBlockedConversationsKey(uid), ([, args]) => listBlockedConversations(args.params.uid));
}

/** §7 Conversation update {conversationId, userId, blocked}: here, unblock for the caller. */
export const unblockConversation = (conversationId: string, uid: string): Promise<OutputOf<'updateConversation'>> =>
  api.call('updateConversation', { params: { conversationId }, body: { userId: uid, blocked: false } });
