import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationDto } from '@shared/schemas/message';
import type { PlayerDto } from '@shared/schemas/people';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { profileDto } from '@web/test/fixtures';
import { renderRoute } from '@web/test/render-route';
import { MessagesPage } from './messages-page';

// The live connection is the app's; these tests are about the list and the dialog.
vi.mock('@web/lib/realtime', () => ({ start: () => undefined, subscribe: () => () => undefined, onReconnect: () => () => undefined }));

function player(uid: string, displayName: string): PlayerDto {
  return { uid, displayName, photoURL: null, city: 'Denver, CO', sports: ['Soccer'], distanceMiles: 1.5, connection: 'none' };
}
const olivia: ConversationDto = { id: 'c-olivia', kind: 'direct', title: 'Olivia', otherUserId: 'u2', teamId: null, lastMessage: null, unread: 0, online: null };

function setUp() {
  fakeApi.on('getMe', profileDto());
  fakeApi.on('listNearbyPlayers', ({ query }) => ({ items: query.q === 'oli' ? [player('u2', 'Olivia'), player('u3', 'Olive')] : [], total: 0, page: 1, hasMore: false }));
  fakeApi.on('listMessages', { items: [], next: null });
  fakeApi.on('markConversationRead', { conversationId: 'c-olivia', lastReadAt: '2026-11-27T00:00:00.000Z' });
}

describe('New message', () => {
  it('finds a person by name, opens the conversation and puts the cursor in the composer', async () => {
    setUp();
    let opened = false;
    fakeApi.on('listConversations', () => ({ items: opened ? [olivia] : [] }));
    fakeApi.on('openDirectConversation', () => {
      opened = true;
      return olivia;
    });
    const { user } = renderRoute('/messages', { as: 'user', element: <MessagesPage /> });

    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    const box = within(dialog).getByRole('combobox', { name: 'Name' });
    await user.type(box, 'oli');
    const list = within(dialog).getByRole('listbox', { name: 'People', hidden: true });
    await within(list).findByRole('option', { name: /Olivia/ });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Olivia · Denver, CO', 'Olive · Denver, CO']);
    expect(fakeApi.calls('listNearbyPlayers').at(-1)?.query).toMatchObject({ q: 'oli', radius: 50, lat: 39.7392 });

    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakeApi.calls('openDirectConversation')[0]?.body).toEqual({ userId: 'u2' });
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(composer).toHaveFocus());
  });

  it('shows why the server refuses someone, and says when the search fails', async () => {
    setUp();
    fakeApi.on('listConversations', { items: [] });
    fakeApi.on('openDirectConversation', () => {
      throw new FakeApiError(403, 'This person only receives messages from people they know.');
    });
    const { user } = renderRoute('/messages', { as: 'user', element: <MessagesPage /> });

    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Name' }), 'oli');
    await user.click(await within(dialog).findByRole('option', { name: /Olive ·/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This person only receives messages from people they know.');

    fakeApi.on('listNearbyPlayers', () => {
      throw new FakeApiError(500, 'Internal error');
    });
    await user.type(within(dialog).getByRole('combobox', { name: 'Name' }), 'v');
    expect(await within(dialog).findByText('Error searching for user. Please try again.')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });
});
