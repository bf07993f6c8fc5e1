import {
  conversationDto,
  conversationParams,
  conversationsDto,
  conversationsQuery,
  editMessageInput,
  historyDto,
  historyQuery,
  messageDto,
  messageParams,
  openDirectInput,
  readDto,
  sendMessageInput,
} from '../schemas/message';
import { defineRoutes } from './route-def';

/**
 * The `messages` Lambda's routes. Writes go through these routes (validated, rate limited); the
 * WebSocket API pushes what happened to everyone connected.
 */
export const messagesRoutes = defineRoutes({
  listConversations: {
    method: 'GET',
    path: '/api/conversations',
    domain: 'messages',
    auth: 'user',
    query: conversationsQuery,
    output: conversationsDto,
    summary: "The caller's direct conversations and team discussions, newest activity first, with unread counts; `q` searches names and last messages. Blocked conversations are left out.",
  },
  openDirectConversation: {
    method: 'POST',
    path: '/api/conversations/direct',
    domain: 'messages',
    auth: 'user',
    body: openDirectInput,
    output: conversationDto,
    summary: 'Start or reopen a direct conversation with someone the caller may message (403 with the reason otherwise).',
  },
  listMessages: {
    method: 'GET',
    path: '/api/conversations/{conversationId}/messages',
    domain: 'messages',
    auth: 'user',
    params: conversationParams,
    query: historyQuery,
    output: historyDto,
    summary: 'History, newest first; `before` (the previous page\'s `next`) pages back. Members only.',
  },
  sendMessage: {
    method: 'POST',
    path: '/api/conversations/{conversationId}/messages',
    domain: 'messages',
    auth: 'user',
    params: conversationParams,
    body: sendMessageInput,
    output: messageDto,
    summary: 'Send: stored, pushed live, and notified to members who are away (one notification per burst). 403 when not allowed, 429 when too fast.',
  },
  editMessage: {
    method: 'PATCH',
    path: '/api/conversations/{conversationId}/messages/{messageId}',
    domain: 'messages',
    auth: 'user',
    params: messageParams,
    body: editMessageInput,
    output: messageDto,
    summary: 'Edit one\'s own message within 15 minutes of sending (403 someone else\'s, 409 too late).',
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/api/conversations/{conversationId}/messages/{messageId}',
    domain: 'messages',
    auth: 'user',
    params: messageParams,
    output: messageDto,
    summary: 'Delete one\'s own message within 15 minutes of sending: it stays as "deleted" in the history.',
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/conversations/{conversationId}/read',
    domain: 'messages',
    auth: 'user',
    params: conversationParams,
    output: readDto,
    summary: 'Move the caller\'s read marker to now (unread counts drop to 0).',
  },
});

