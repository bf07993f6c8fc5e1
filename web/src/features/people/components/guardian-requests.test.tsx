import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuardianRequestDto } from '@shared/schemas/people';
import { toast } from '@web/lib/toast';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { GuardianRequests } from './guardian-requests';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const minor = { uid: 'kid-1', displayName: 'Ava' };
const fromOlivia: GuardianRequestDto = {
  kind: 'connection',
  minor,
  requester: { uid: 'u2', displayName: 'Olivia', photoURL: null, city: 'Denver, CO', sports: ['Soccer'] },
  requestedAt: '2026-11-20T10:00:00.000Z',
};
const toEastside: GuardianRequestDto = { kind: 'team', minor, team: { id: 'team-9', name: 'Eastside FC' }, requestedAt: '2026-11-21T10:00:00.000Z' };

describe('GuardianRequests', () => {
  it('shows nothing to someone with no held requests', async () => {
    fakeApi.on('listGuardianRequests', { items: [] });
    renderRoute('/', { as: 'user', element: <GuardianRequests /> });
    await waitFor(() => expect(fakeApi.calls('listGuardianRequests')).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('approves a connection to the child at its own address, then reads the list again', async () => {
    let waiting = [fromOlivia, toEastside];
    fakeApi.on('listGuardianRequests', () => ({ items: waiting }));
    fakeApi.on('decideGuardianRequest', () => {
      waiting = [toEastside];
      return { status: 'approved' };
    });
    const { user } = renderRoute('/', { as: 'user', element: <GuardianRequests /> });

    await user.click(await screen.findByRole('button', { name: 'Approve Olivia for Ava' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve Olivia for Ava' })).not.toBeInTheDocument());
    expect(fakeApi.calls('decideGuardianRequest')).toEqual([
      expect.objectContaining({ params: { minorUid: 'kid-1', requesterUid: 'u2' }, body: { decision: 'approve' } }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Approved: Olivia for Ava');
    expect(screen.getByRole('heading', { name: 'Requests waiting for your approval (1)' })).toBeInTheDocument();
  });

  it("declines the child's team join at the team address", async () => {
    fakeApi.on('listGuardianRequests', { items: [toEastside] });
    fakeApi.on('decideGuardianTeamRequest', { status: 'declined' });
    const { user } = renderRoute('/', { as: 'user', element: <GuardianRequests /> });

    await user.click(await screen.findByRole('button', { name: 'Decline Eastside FC for Ava' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Declined: Eastside FC for Ava'));
    expect(fakeApi.calls('decideGuardianTeamRequest')).toEqual([
      expect.objectContaining({ params: { minorUid: 'kid-1', teamId: 'team-9' }, body: { decision: 'decline' } }),
    ]);
  });
});
