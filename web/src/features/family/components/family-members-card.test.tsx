import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { settingsMessages } from '../../../../../shared/constants/messages';
import type { FamilyConnectionDto } from '../../../../../shared/schemas/family';
import { api, ApiError } from '../../../lib/api-client';
import { FamilyMembersCard } from './family-members-card';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
type Call = (id: string, args?: { query?: { q: string }; body?: unknown; params?: Record<string, string> }) => Promise<unknown>;
const call = api.call as unknown as Mock<Call>;

afterEach(() => vi.clearAllMocks());

const connection = (overrides: Partial<FamilyConnectionDto> = {}): FamilyConnectionDto => ({
  id: 'c1',
  requesterId: 'user-1',
  requesterName: 'Sam',
  recipientId: 'user-2',
  recipientName: 'Pat',
  requesterRelation: 'parent',
  recipientRelation: 'child',
  isRecipientGthUser: true,
  recipientAge: null,
  recipientPhoneNumber: null,
  status: 'accepted',
  createdAt: '2026-11-01T00:00:00.000Z',
  otherUserId: 'user-2',
  otherName: 'Pat',
  relation: 'child',
  awaitingMyAnswer: false,
  ...overrides,
});

function renderCard() {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <FamilyMembersCard uid="user-1" />
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('FamilyMembersCard', () => {
  it('shows the empty state, then switches the save button to Send Request for a registered member', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (id, args) => {
      if (id === 'listFamilyConnections') return { items: [] };
      if (id === 'lookupFamilyMember') {
        if (args?.query?.q === 'pat@example.com') return { uid: 'user-2', displayName: 'Pat' };
        throw new ApiError(404, 'User not found');
      }
      if (id === 'createFamilyConnection') return connection({ status: 'pending' });
      throw new Error(`unexpected ${id}`);
    });
    renderCard();
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
    expect(call).toHaveBeenCalledWith('createFamilyConnection', {
      params: { uid: 'user-1' },
      body: { isGthUser: true, relation: 'child', userId: 'user-2' },
    });
    // Only two characters, or an address not yet whole: no search is made. Searches are the caller's own.
    const searches = call.mock.calls.filter(([id]) => id === 'lookupFamilyMember');
    expect(searches.filter(([, args]) => (args?.query?.q.length ?? 0) < 3 || !/@.+\..+/.test(args?.query?.q ?? ''))).toHaveLength(0);
    expect(searches.every(([, args]) => args?.params?.uid === 'user-1')).toBe(true);
  });

  it('keeps a member when removing fails, and links confirmed members to their profile', async () => {
    const user = userEvent.setup();
    call.mockImplementation(async (id) => {
      if (id === 'listFamilyConnections') return { items: [connection()] };
      if (id === 'deleteFamilyConnection') throw new ApiError(500, 'boom');
      throw new Error(`unexpected ${id}`);
    });
    renderCard();
    expect(await screen.findByRole('link', { name: 'Pat' })).toHaveAttribute('href', '/profile/user-2');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Pat' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(settingsMessages.familyRemoveFailed, { duration: 3000 }));
    expect(screen.getByRole('link', { name: 'Pat' })).toBeInTheDocument();
  });

  it('says the family could not be loaded', async () => {
    call.mockRejectedValue(new ApiError(500, 'boom'));
    renderCard();
    expect(await screen.findByText(settingsMessages.failedToLoadFamily)).toBeInTheDocument();
  });
});
