import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { AnnounceForm } from './announce-form';

const renderForm = () => renderRoute('/team/t1', { as: 'user', element: <AnnounceForm teamId="t1" /> });

describe('AnnounceForm', () => {
  it('announces to the team and says how many members it reached', async () => {
    fakeApi.on('announceToTeam', ({ body }) => ({
      preview: false,
      broadcastId: 'b1',
      recipients: 4,
      title: `Hoops: ${body.title}`,
      message: body.body,
      sentAt: '2026-11-27T05:00:00.000Z',
    }));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Practice moved');
    await user.type(screen.getByLabelText('Message'), 'Thursday at 7.');
    await user.click(screen.getByRole('button', { name: 'Announce' }));
    expect(await screen.findByText('Announced to 4 members.')).toBeInTheDocument();
    expect(fakeApi.calls('announceToTeam').map((c) => [c.params, c.body])).toEqual([
      [{ id: 't1' }, { title: 'Practice moved', body: 'Thursday at 7.' }],
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('names a missing title before calling, and shows a refusal', async () => {
    fakeApi.on('announceToTeam', () => {
      throw new FakeApiError(403, 'Only team owners and admins can do that.');
    });
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Announce' }));
    expect(fakeApi.calls('announceToTeam')).toEqual([]);
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'All.');
    await user.click(screen.getByRole('button', { name: 'Announce' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only team owners and admins can do that.');
  });
});
