import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsMessages } from '@shared/constants/messages';
import { toast } from '@web/lib/toast';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { familyConnection as connection } from '@web/test/fixtures';
import { FamilyMembersCard } from './family-members-card';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const renderCard = () => renderRoute('/settings', { as: 'user', element: <FamilyMembersCard uid="user-1" /> });

describe('FamilyMembersCard', () => {
  it('shows the empty state, then switches the save button to Send Request for a registered member', async () => {
    fakeApi.on('listFamilyConnections', { items: [] });
    fakeApi.on('lookupFamilyMember', ({ query }) => {
      if (query.q === 'pat@example.com') return { uid: 'user-2', displayName: 'Pat' };
      throw new FakeApiError(404, 'User not found');
    });
    fakeApi.on('createFamilyConnection', connection({ status: 'pending' }));
    const { user } = renderCard();
    expect(await screen.findByText('No family members yet.')).toBeInTheDocument();
    // Nothing unsaved: no save button at all.
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    const row = screen.getByRole('group', { name: 'New family member 1' });
    // No Yes/No answer yet: saving is not possible.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.selectOptions(within(row).getByLabelText('Relation'), 'child');
    await user.click(within(row).getByRole('radio', { name: 'Yes' }));
    const save = screen.getByRole('button', { name: 'Send Request' });
    expect(save).toBeEnabled();

    await user.click(save);
    expect(await within(row).findByText(settingsMessages.searchAndSelectUser)).toBeInTheDocument();

    await user.type(within(row).getByLabelText('Search by email or user ID'), 'nobody@example.com');
    expect(await within(row).findByText(settingsMessages.noUserFound)).toBeInTheDocument();

    await user.clear(within(row).getByLabelText('Search by email or user ID'));
    await user.type(within(row).getByLabelText('Search by email or user ID'), 'pat@example.com');
    await user.click(await within(row).findByRole('button', { name: /Select Pat/ }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(settingsMessages.connectionRequestSent, { duration: 3000 }));
    expect(fakeApi.calls('createFamilyConnection')).toEqual([
      expect.objectContaining({ params: { uid: 'user-1' }, body: { isGthUser: true, relation: 'child', userId: 'user-2' } }),
    ]);
    // Only two characters, or an address not yet whole: no search is made. Searches are the caller's own.
    const searches = fakeApi.calls('lookupFamilyMember') as Array<{ params: { uid: string }; query: { q: string } }>;
    expect(searches.filter(({ query }) => query.q.length < 3 || !/@.+\..+/.test(query.q))).toHaveLength(0);
    expect(searches.every(({ params }) => params.uid === 'user-1')).toBe(true);
  });

  it('keeps a member when removing fails, and links confirmed members to their profile', async () => {
    fakeApi.on('listFamilyConnections', { items: [connection()] });
    fakeApi.on('deleteFamilyConnection', () => {
      throw new FakeApiError(500, 'boom');
    });
    const { user } = renderCard();
    expect(await screen.findByRole('link', { name: 'Pat' })).toHaveAttribute('href', '/profile/user-2');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Pat' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(settingsMessages.familyRemoveFailed, { duration: 3000 }));
    expect(screen.getByRole('link', { name: 'Pat' })).toBeInTheDocument();
  });

  it('says the family could not be loaded', async () => {
    fakeApi.on('listFamilyConnections', () => {
      throw new FakeApiError(500, 'boom');
    });
    renderCard();
    expect(await screen.findByText(settingsMessages.failedToLoadFamily)).toBeInTheDocument();
  });
  it('says a failed search failed, and offers no one to pick', async () => {
    fakeApi.on('listFamilyConnections', { items: [] });
    fakeApi.on('lookupFamilyMember', () => {
      throw new FakeApiError(500, 'boom');
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Add family member' }));
    const row = screen.getByRole('group', { name: 'New family member 1' });
    await user.click(within(row).getByRole('radio', { name: 'Yes' }));
    await user.type(within(row).getByLabelText('Search by email or user ID'), 'pat@example.com');
    expect(await within(row).findByText(settingsMessages.searchUserError)).toHaveTextContent(
      'Error searching for user. Please try again.',
    );
    expect(within(row).queryByRole('button', { name: /Select/ })).toBeNull();
  });
});
