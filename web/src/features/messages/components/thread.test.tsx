import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationDto, MessageDto } from '@shared/schemas/message';
import { fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { Thread } from './thread';

vi.mock('../use-realtime', () => ({ sendTyping: () => Promise.resolve() }));

const olivia: ConversationDto = { id: 'c-olivia', kind: 'direct', title: 'Olivia', otherUserId: 'u2', teamId: null, lastMessage: null, unread: 0, online: null };

function message(text: string, clientId: string): MessageDto {
  return { id: `m-${clientId}`, conversationId: 'c-olivia', senderId: 'me', senderName: 'Pat', text, sentAt: new Date().toISOString(), editedAt: null, deleted: false };
}

describe('Thread', () => {
  it('keeps a message written offline, says it will send when online, and sends it once with its send id', async () => {
    const stored: MessageDto[] = [];
    fakeApi
      .on('getMe', profileDto({ uid: 'me', displayName: 'Pat' }))
      .on('listMessages', () => ({ items: [...stored].reverse(), next: null }))
      .on('markConversationRead', { conversationId: 'c-olivia', lastReadAt: '2026-11-27T00:00:00.000Z' })
      .on('sendMessage', ({ body }) => {
        const sent = message(body.text, body.clientId ?? 'none');
        if (!stored.some((m) => m.id === sent.id)) stored.push(sent);
        return sent;
      });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = renderRoute('/messages', {
        as: 'user',
        element: <Thread conversationId="c-olivia" conversation={olivia} typingName="" liveEvent={null} onChanged={() => undefined} onLeave={() => undefined} />,
      });
      await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Running late{Enter}');

      const waiting = await screen.findByRole('list', { name: 'Waiting to send' });
      expect(within(waiting).getByText('Running late')).toBeInTheDocument();
      expect(within(waiting).getByText(/Will send when online/)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
      expect(fakeApi.calls('sendMessage')).toEqual([]);

      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      const log = screen.getByRole('log', { name: 'Messages with Olivia' });
      expect(await within(log).findByText('Running late')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('list', { name: 'Waiting to send' })).not.toBeInTheDocument());
      const calls = fakeApi.calls('sendMessage');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.body).toEqual({ text: 'Running late', clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) });
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends at once when online, with a fresh send id each time', async () => {
    const stored: MessageDto[] = [];
    fakeApi
      .on('getMe', profileDto({ uid: 'me', displayName: 'Pat' }))
      .on('listMessages', () => ({ items: [...stored].reverse(), next: null }))
      .on('markConversationRead', { conversationId: 'c-olivia', lastReadAt: '2026-11-27T00:00:00.000Z' })
      .on('sendMessage', ({ body }) => {
        const sent = message(body.text, body.clientId ?? 'none');
        stored.push(sent);
        return sent;
      });
    const { user } = renderRoute('/messages', {
      as: 'user',
      element: <Thread conversationId="c-olivia" conversation={olivia} typingName="" liveEvent={null} onChanged={() => undefined} onLeave={() => undefined} />,
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'One{Enter}');
    await user.type(box, 'Two{Enter}');
    const log = screen.getByRole('log', { name: 'Messages with Olivia' });
    expect(await within(log).findByText('Two')).toBeInTheDocument();
    const ids = fakeApi.calls('sendMessage').map((c) => (c.body as { clientId?: string }).clientId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
