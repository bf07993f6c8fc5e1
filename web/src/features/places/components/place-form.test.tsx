import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../lib/api-client';
import type { Place } from '../api/get-place';
import { ONLY_CREATOR_MESSAGE, PlaceForm } from './place-form';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = vi.mocked(api.call);

const saved: Place = {
  id: 'pl-9',
  name: 'Ruby Hill Courts',
  address: '1200 W Florida Ave, Denver, CO',
  lat: 39.7392,
  lng: -104.9903,
  gameTypes: ['Tennis'],
  description: '',
  creatorId: 'user-1',
  createdAt: '2026-11-23T00:00:00.000Z',
};

function renderForm(place?: Place) {
  const router = createMemoryRouter(
    [
      { path: '/places/new', element: <PlaceForm {...(place ? { place } : {})} /> },
      { path: '/places/view/:id', element: <p>Viewing the place</p> },
    ],
    { initialEntries: ['/places/new'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

async function fillPlace() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ruby Hill Courts');
  await user.type(screen.getByLabelText('Address'), '1200 W Florida Ave, Denver, CO');
  await user.type(screen.getByLabelText('Latitude'), '39.7392');
  await user.type(screen.getByLabelText('Longitude'), '-104.9903');
  await user.click(screen.getByRole('checkbox', { name: 'Tennis' }));
  return user;
}

describe('PlaceForm', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('adds a place with numbers for the point, then shows it', async () => {
    call.mockResolvedValue(saved);
    const router = renderForm();
    const user = await fillPlace();
    await user.click(screen.getByRole('button', { name: 'Add place' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/places/view/pl-9'));
    expect(call).toHaveBeenCalledWith('createPlace', {
      body: {
        name: 'Ruby Hill Courts',
        address: '1200 W Florida Ave, Denver, CO',
        lat: 39.7392,
        lng: -104.9903,
        gameTypes: ['Tennis'],
        description: '',
      },
    });
  });

  it('fills the point from a picked city', async () => {
    call.mockImplementation(
      async (id) => (id === 'searchCities' ? { items: [{ name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }] } : saved) as never,
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Denv');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 3000 }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.7392');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-104.9903');
  });

  it('shows the rules before sending anything', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a city or enter the latitude')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("puts the server's 400 issues on their fields", async () => {
    call.mockRejectedValueOnce(
      new ApiError(400, 'Invalid input: name', [{ path: 'name', message: 'That name is taken nearby' }]),
    );
    renderForm();
    const user = await fillPlace();
    await user.click(screen.getByRole('button', { name: 'Add place' }));

    expect(await screen.findByText('That name is taken nearby')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says only the creator may edit when the server refuses (403)', async () => {
    call.mockRejectedValueOnce(new ApiError(403, 'Forbidden'));
    renderForm(saved);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ONLY_CREATOR_MESSAGE);
    expect(call).toHaveBeenCalledWith('updatePlace', expect.objectContaining({ params: { placeId: 'pl-9' } }));
  });
});
