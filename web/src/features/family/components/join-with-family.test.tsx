import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, FakeApiError } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { JoinWithFamily } from './join-with-family';

const occurrence = '2026-12-05T17:00:00.000Z';
const render = () => renderRoute('/evt/e1', { as: 'user', element: <JoinWithFamily eventId="e1" occurrence={occurrence} /> });

describe('JoinWithFamily', () => {
  it('joins the ticked family members and reports each result, including a refusal', async () => {
    fakeApi.on('listFamilyWards', {
      items: [
        { uid: 'k1', name: 'Kid' },
        { uid: 't1', name: 'Teen' },
      ],
    });
    fakeApi.on('createFamilyRsvps', ({ body }) => {
      expect(body).toEqual({ occurrence, members: ['k1', 't1'] });
      return {
        results: [
          { ok: true, userId: 'k1', name: 'Kid', status: 'joined' },
          { ok: false, userId: 't1', name: 'Teen', message: 'This event is full' },
        ],
      };
    });
    const { user } = render();
    const group = await screen.findByRole('group', { name: 'Join with family' });
    await user.click(within(group).getByRole('checkbox', { name: 'Kid' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Teen' }));
    await user.click(screen.getByRole('button', { name: 'Join selected family members' }));
    const results = await screen.findByRole('list', { name: 'Family RSVP results' });
    expect(within(results).getByText('Kid: joined')).toBeInTheDocument();
    expect(within(results).getByText('Teen: not joined. This event is full')).toBeInTheDocument();
    expect(fakeApi.calls('createFamilyRsvps')).toHaveLength(1);
  });

  it('asks for a choice before sending, and shows the server refusing', async () => {
    fakeApi.on('listFamilyWards', { items: [{ uid: 'k1', name: 'Kid' }] });
    fakeApi.on('createFamilyRsvps', () => {
      throw new FakeApiError(403, 'You can only RSVP for family members you are parent or guardian of');
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Join selected family members' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one family member');
    expect(fakeApi.calls('createFamilyRsvps')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Kid' }));
    await user.click(screen.getByRole('button', { name: 'Join selected family members' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only RSVP for family members you are parent or guardian of',
    );
  });

  it('shows nothing to a person who is nobody’s guardian', async () => {
    fakeApi.on('listFamilyWards', { items: [] });
    render();
    await expect.poll(() => fakeApi.calls('listFamilyWards').length).toBe(1);
    expect(screen.queryByRole('group', { name: 'Join with family' })).toBeNull();
  });
});
