import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/constants/messages';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { ProfileView } from './profile-view';

const show = () => renderRoute('/profile/kid', { as: 'user', element: <ProfileView uid="kid" isOwn={false} /> });

describe('ProfileView', () => {
  it('answers a profile the reader may not see as one that does not exist, with a way on', async () => {
    fakeApi.on('getUser', () => {
      throw new FakeApiError(404, messages.userNotFound);
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no profile here that you can see/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find players' })).toHaveAttribute('href', '/find-players');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failure is a failure, with its reason', async () => {
    fakeApi.on('getUser', () => {
      throw new FakeApiError(500, 'Something went wrong');
    });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this profile' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
