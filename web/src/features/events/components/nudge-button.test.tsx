import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nudgeMessages } from '@shared/constants/reminders';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { NudgeButton } from './nudge-button';

const OCCURRENCE = '2026-12-06T02:00:00.000Z';

describe('NudgeButton', () => {
  it('nudges who has not answered the shown date and says how many', async () => {
    fakeApi.on('nudgeEvent', { occurrence: OCCURRENCE, nudged: 2 });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <NudgeButton eventId="e1" occurrence={OCCURRENCE} /> });
    await user.click(screen.getByRole('button', { name: 'Nudge who hasn’t answered' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nudged 2 people.');
    expect(fakeApi.calls('nudgeEvent')[0]).toMatchObject({ params: { eventId: 'e1' }, body: { occurrence: OCCURRENCE } });
  });

  it('shows the server’s once-a-day refusal', async () => {
    fakeApi.on('nudgeEvent', () => {
      throw new FakeApiError(429, nudgeMessages.limit);
    });
    const { user } = renderRoute('/event/e1/manage', { as: 'user', element: <NudgeButton eventId="e1" occurrence={OCCURRENCE} /> });
    await user.click(screen.getByRole('button', { name: 'Nudge who hasn’t answered' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(nudgeMessages.limit);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Nudge who hasn’t answered' })).toBeEnabled());
  });
});
