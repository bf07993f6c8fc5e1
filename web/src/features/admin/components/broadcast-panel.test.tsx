import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { BroadcastPanel } from './broadcast-panel';

function renderPanel() {
  return renderRoute('/admin', { as: 'admin', element: <BroadcastPanel /> });
}

async function compose(user: ReturnType<typeof renderPanel>['user']) {
  await user.selectOptions(screen.getByLabelText('Type'), 'offers');
  await user.type(screen.getByLabelText('Title'), 'Court sale');
  await user.type(screen.getByLabelText('Message'), 'Half price this week.');
  await user.type(screen.getByLabelText('Latitude'), '39.7');
  await user.type(screen.getByLabelText('Longitude'), '-104.9');
}

describe('BroadcastPanel', () => {
  it('previews the count without sending, then sends after a confirmation', async () => {
    fakeApi.on('createBroadcast', ({ body }) =>
      body.preview
        ? { preview: true, recipients: 3, title: body.title, message: body.body }
        : { preview: false, broadcastId: 'b1', recipients: 3, title: body.title, message: body.body, sentAt: '2026-11-27T05:00:00.000Z' },
    );
    const { user } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Reaches 3 people')).toBeInTheDocument();
    expect(fakeApi.calls('createBroadcast').map((c) => c.body)).toEqual([
      { type: 'offers', title: 'Court sale', body: 'Half price this week.', audience: { kind: 'area', lat: 39.7, lng: -104.9, radiusMiles: 15 }, preview: true },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Send to 3 people?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send' }));
    expect(await screen.findByText('Sent to 3 people.')).toBeInTheDocument();
    expect(fakeApi.calls('createBroadcast').map((c) => (c.body as { preview?: boolean }).preview)).toEqual([true, false]);
  });

  it('says what is missing before calling, and shows the server refusing an unknown community', async () => {
    fakeApi.on('createBroadcast', () => {
      throw new FakeApiError(404, 'Team not found');
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(fakeApi.calls('createBroadcast')).toEqual([]);

    await user.type(screen.getByLabelText('Title'), 'News');
    await user.type(screen.getByLabelText('Message'), 'Hello.');
    await user.click(screen.getByRole('radio', { name: 'Members of a community' }));
    await user.type(screen.getByLabelText('Community id'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team not found');
    expect(fakeApi.calls('createBroadcast').map((c) => (c.body as { audience: unknown }).audience)).toEqual([{ kind: 'community', teamId: 'nope' }]);
  });

  it('sends to everyone with no area or community to fill, after previewing the count', async () => {
    fakeApi.on('createBroadcast', ({ body }) =>
      body.preview
        ? { preview: true, recipients: 1204, title: body.title, message: body.body }
        : { preview: false, broadcastId: 'b2', recipients: 1204, title: body.title, message: body.body, sentAt: '2026-11-27T05:00:00.000Z' },
    );
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Title'), 'New season');
    await user.type(screen.getByLabelText('Message'), 'Sign-ups are open.');
    await user.click(screen.getByRole('radio', { name: 'Everyone on Rally' }));
    expect(screen.queryByLabelText('Latitude')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Community id')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/Reaches 1,?204 people/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, send' }));
    expect(await screen.findByText(/Sent to 1,?204 people\./)).toBeInTheDocument();
    expect(fakeApi.calls('createBroadcast').map((c) => (c.body as { audience: unknown; preview: boolean }))).toEqual([
      expect.objectContaining({ audience: { kind: 'everyone' }, preview: true }),
      expect.objectContaining({ audience: { kind: 'everyone' }, preview: false }),
    ]);
  });
});
