import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillMessages, type FillCandidateDto } from '@shared/schemas/fill';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { FillGameButton } from './fill-game';
import { fillableSpots } from './manage-event';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const OCCURRENCE = '2026-12-06T01:00:00.000Z';
const person = (uid: string, displayName: string, distanceMiles: number): FillCandidateDto => ({ uid, displayName, photoURL: null, distanceMiles });
const people = [person('u1', 'Ana', 0.4), person('u2', 'Ben', 1.2), person('u3', 'Cleo', 3), person('u4', 'Dev', 7.5)];

const openPanel = async (openSpots: number | null = 2) => {
  const rendered = renderRoute('/event/e1/manage', { as: 'user', element: <FillGameButton eventId="e1" occurrence={OCCURRENCE} openSpots={openSpots} /> });
  await rendered.user.click(screen.getByRole('button', { name: 'Fill this game' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Fill this game' }) };
};

describe('Fill this game', () => {
  it('lists who is free nearest first, with names and distance only, and invites the top N in one action', async () => {
    fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: people });
    fakeApi.on('inviteToFill', { occurrence: OCCURRENCE, invited: ['u1', 'u2'] });
    const { user, dialog } = await openPanel(2);

    const list = await within(dialog).findByRole('list', { name: 'Players free at this time' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ana0.4 mi away, will be invited',
      'Ben1.2 mi away, will be invited',
      'Cleo3 mi away',
      'Dev7.5 mi away',
    ]);
    expect(fakeApi.calls('listFillCandidates')[0]).toMatchObject({ params: { eventId: 'e1' }, query: { occurrenceDate: OCCURRENCE, limit: 50 } });
    // The open spots are the suggestion.
    expect(within(dialog).getByLabelText('How many to invite')).toHaveValue(2);

    await user.click(within(dialog).getByRole('button', { name: 'Invite the top 2' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Invited 2 players.');
    expect(status).toHaveTextContent('Ana, Ben');
    expect(status).not.toHaveTextContent('Not invited');
    expect(fakeApi.calls('inviteToFill')[0]).toMatchObject({ params: { eventId: 'e1' }, body: { occurrenceDate: OCCURRENCE, limit: 2 } });
  });

  it('names who the server did not invite from the chosen top N', async () => {
    fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: people });
    fakeApi.on('inviteToFill', { occurrence: OCCURRENCE, invited: ['u1', 'u3'] });
    const { user, dialog } = await openPanel(null);
    const howMany = await within(dialog).findByLabelText('How many to invite');
    // No capacity and no minimum: a sensible default, capped by who is listed.
    expect(howMany).toHaveValue(4);
    await user.clear(howMany);
    await user.type(howMany, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Invite the top 3' }));
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Invited 2 players.');
    expect(status).toHaveTextContent(/Not invited: Ben \(/);
  });

  it('refuses more than are listed, naming the field, and sends nothing', async () => {
    fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: people });
    const { user, dialog } = await openPanel();
    const howMany = await within(dialog).findByLabelText('How many to invite');
    await user.clear(howMany);
    await user.type(howMany, '9');
    await user.click(within(dialog).getByRole('button', { name: /Invite the top/ }));
    expect(await within(dialog).findByText('Choose between 1 and 4 players')).toBeInTheDocument();
    expect(howMany).toHaveAttribute('aria-invalid', 'true');
    // Zero, a fraction and nothing at all get the same words as the hint, never a second rule.
    for (const typed of ['0', '1.5', '']) {
      await user.clear(howMany);
      if (typed) await user.type(howMany, typed);
      await user.click(within(dialog).getByRole('button', { name: /Invite the top/ }));
      expect(await within(dialog).findByText('Choose between 1 and 4 players')).toBeInTheDocument();
    }
    expect(fakeApi.calls('inviteToFill')).toHaveLength(0);
  });

  it('after inviting everyone listed, says they were all invited (not that nobody is free), and gives focus back to its button on close', async () => {
    fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: people.slice(0, 2) });
    fakeApi.on('inviteToFill', () => {
      fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: [] });
      return { occurrence: OCCURRENCE, invited: ['u1', 'u2'] };
    });
    const { user, dialog } = await openPanel(2);
    await user.click(await within(dialog).findByRole('button', { name: 'Invite the top 2' }));
    expect(await within(dialog).findByText('Everyone nearby who is free at this time has been invited.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Nobody nearby/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Fill this game' })).toHaveFocus();
  });

  it('says so when nobody nearby is free', async () => {
    fakeApi.on('listFillCandidates', { occurrence: OCCURRENCE, items: [] });
    const { dialog } = await openPanel();
    expect(await within(dialog).findByText(/Nobody nearby who plays this game is free at this time/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
  });

  it('shows a load failure with a retry, and the server’s refusal to invite', async () => {
    let fail = true;
    fakeApi.on('listFillCandidates', () => {
      if (fail) throw new FakeApiError(500, 'Server error');
      return { occurrence: OCCURRENCE, items: people };
    });
    fakeApi.on('inviteToFill', () => {
      throw new FakeApiError(409, fillMessages.noOpenSpots);
    });
    const { user, dialog } = await openPanel();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t find players.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Invite the top 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fillMessages.noOpenSpots);
  });

  it('is offered while a spot is open or the game has no capacity, suggesting the open spots or what the minimum needs', () => {
    const counts = { joined: 3, guests: 1, waitlisted: 0, pending: 0, spotsLeft: 2 };
    const free = { hasMinimumNeeded: false, minimumNeeded: null };
    expect(fillableSpots(free, counts)).toEqual({ openSpots: 2 });
    expect(fillableSpots(free, { ...counts, spotsLeft: 0 })).toBeUndefined();
    expect(fillableSpots(free, { ...counts, spotsLeft: null })).toEqual({ openSpots: null });
    expect(fillableSpots({ hasMinimumNeeded: true, minimumNeeded: 8 }, { ...counts, spotsLeft: null })).toEqual({ openSpots: 4 });
  });
});
