import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { EndorsePlayers } from './endorse-players';

const past = '2026-01-10T18:00:00.000Z';
const show = (occurrence = past) => renderRoute('/evt/e1', { as: 'user', element: <EndorsePlayers eventId="e1" occurrence={occurrence} /> });

describe('endorsing players after a game', () => {
  it('lists the other players with the three kinds as toggles, and presses one once saved', async () => {
    fakeApi.on('listEndorsable', { occurrence: past, players: [{ uid: 'sam', displayName: 'Sam Striker', given: ['skill'] }] });
    fakeApi.on('endorsePlayer', { created: true });
    show();
    const section = await screen.findByRole('region', { name: 'Endorse players' });
    const group = await within(section).findByRole('group', { name: 'Endorse Sam Striker' });
    expect(within(group).getByRole('button', { name: 'Skill' })).toHaveAttribute('aria-pressed', 'true');
    const sportsmanship = within(group).getByRole('button', { name: 'Sportsmanship' });
    expect(sportsmanship).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(sportsmanship);
    await waitFor(() => expect(sportsmanship).toHaveAttribute('aria-pressed', 'true'));
    expect(fakeApi.calls('endorsePlayer').map((c) => c.body)).toEqual([{ occurrence: past, to: 'sam', kind: 'sportsmanship' }]);
    expect(await screen.findByText('You endorsed Sam Striker for sportsmanship')).toBeInTheDocument();
  });

  it('keeps the toggle off and says why when the server refuses', async () => {
    fakeApi.on('listEndorsable', { occurrence: past, players: [{ uid: 'sam', displayName: 'Sam Striker', given: [] }] });
    fakeApi.on('endorsePlayer', () => {
      throw new FakeApiError(403, 'You cannot endorse this person');
    });
    show();
    const button = await screen.findByRole('button', { name: 'Reliability' });
    await userEvent.click(button);
    expect(await screen.findByText(/You cannot endorse this person/)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows nothing to a viewer who was not checked in, and asks nothing before the game starts', async () => {
    fakeApi.on('listEndorsable', () => {
      throw new FakeApiError(403, 'Only players checked in at this date can endorse each other');
    });
    show();
    await waitFor(() => expect(fakeApi.calls('listEndorsable').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Endorse players' })).not.toBeInTheDocument();

    fakeApi.calls('listEndorsable').length = 0;
    show(new Date(Date.now() + 86_400_000).toISOString());
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Endorse players' })).not.toBeInTheDocument();
  });

  it('says so when nobody else was checked in', async () => {
    fakeApi.on('listEndorsable', { occurrence: past, players: [] });
    show();
    expect(await screen.findByText('No other players were checked in at this game.')).toBeInTheDocument();
  });
});
