import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { BadgesSection } from './badges-section';

const show = (isOwn = false) => renderRoute('/profile/sam', { as: 'user', element: <BadgesSection uid="sam" name="Sam Striker" isOwn={isOwn} /> });

describe('a profile’s badges', () => {
  it('shows the earned badges and the endorsement counts', async () => {
    fakeApi.on('getBadges', { badges: { endorsements: { sportsmanship: 2, skill: 0, reliability: 5 }, earned: ['firstGameHosted', 'fiveEndorsements'] } });
    show();
    const section = await screen.findByRole('region', { name: 'Badges' });
    const list = await within(section).findByRole('list', { name: 'Badges Sam Striker earned' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First game hosted', '5 endorsements']);
    expect(within(section).getByText('Reliability').nextElementSibling).toHaveTextContent('5');
    expect(within(section).getByText('Sportsmanship').nextElementSibling).toHaveTextContent('2');
  });

  it('shows no section when the server hides them (flag off or publicBadges off)', async () => {
    fakeApi.on('getBadges', { badges: null });
    show();
    await waitFor(() => expect(fakeApi.calls('getBadges').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('tells the owner when none is earned yet', async () => {
    fakeApi.on('getBadges', { badges: { endorsements: { sportsmanship: 0, skill: 0, reliability: 0 }, earned: [] } });
    show(true);
    expect(await screen.findByText('You have not earned a badge yet.')).toBeInTheDocument();
  });
});
