import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { GuestUnsubscribePage } from './guest-unsubscribe-page';

const TOKEN = `guest_1.${'A'.repeat(43)}`;

describe('GuestUnsubscribePage', () => {
  it('unsubscribes on opening, signed out, and says from what', async () => {
    fakeApi.on('unsubscribeGuest', { unsubscribed: true, from: 'Sunday pickup' });
    renderRoute(`/guest-unsubscribe/${TOKEN}`, { element: <GuestUnsubscribePage token={TOKEN} /> });
    expect(await screen.findByText('You are unsubscribed. You will get no more e-mails about Sunday pickup.')).toBeInTheDocument();
    expect(fakeApi.calls('unsubscribeGuest')[0]).toMatchObject({ params: { token: TOKEN } });
  });

  it('says when the link is not valid', async () => {
    fakeApi.on('unsubscribeGuest', () => {
      throw new FakeApiError(400, 'This unsubscribe link is not valid.');
    });
    renderRoute(`/guest-unsubscribe/${TOKEN}`, { element: <GuestUnsubscribePage token={TOKEN} /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
