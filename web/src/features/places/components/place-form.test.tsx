import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { placeDto } from '../fixtures';
import { activateLocale, i18n } from '@web/lib/i18n';
import { ONLY_CREATOR_MESSAGE, PlaceForm } from './place-form';

const saved = placeDto({
  id: 'pl-9',
  name: 'Ruby Hill Courts',
  address: '1200 W Florida Ave, Denver, CO',
  lat: 39.7392,
  lng: -104.9903,
  gameTypes: ['Tennis'],
  description: '',
  createdAt: '2026-11-23T00:00:00.000Z',
});

function renderForm(place?: typeof saved) {
  return renderRoute('/places/new', {
    as: 'user',
    routes: [
      { path: '/places/new', element: <PlaceForm {...(place ? { place } : {})} /> },
      { path: '/places/view/:id', element: <p>Viewing the place</p> },
    ],
  });
}

async function fillPlace(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Ruby Hill Courts');
  await user.type(screen.getByLabelText('Address'), '1200 W Florida Ave, Denver, CO');
  await user.type(screen.getByLabelText('Latitude'), '39.7392');
  await user.type(screen.getByLabelText('Longitude'), '-104.9903');
  await user.click(screen.getByRole('checkbox', { name: 'Tennis' }));
}

describe('PlaceForm', () => {
  it('adds a place with numbers for the point, then shows it', async () => {
    fakeApi.on('createPlace', saved);
    const { user, router } = renderForm();
    await fillPlace(user);
    await user.click(screen.getByRole('button', { name: 'Add place' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/places/view/pl-9'));
    expect(fakeApi.calls('createPlace').map((call) => call.body)).toEqual([
      {
        name: 'Ruby Hill Courts',
        address: '1200 W Florida Ave, Denver, CO',
        lat: 39.7392,
        lng: -104.9903,
        gameTypes: ['Tennis'],
        description: '',
      },
    ]);
  });

  it('fills the point from a picked city', async () => {
    fakeApi.on('searchCities', { items: [{ name: 'Denver, CO', lat: 39.7392, lng: -104.9903 }] });
    const { user } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Denv');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 3000 }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.7392');
    expect(screen.getByLabelText('Longitude')).toHaveValue('-104.9903');
  });

  it('shows the rules before sending anything', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a city or enter the latitude')).toBeInTheDocument();
    expect(fakeApi.calls()).toEqual([]);
  });

  it("puts the server's 400 issues on their fields", async () => {
    fakeApi.on('createPlace', () => {
      throw new FakeApiError(400, 'Invalid input: name', [{ path: 'name', message: 'That name is taken nearby' }]);
    });
    const { user } = renderForm();
    await fillPlace(user);
    await user.click(screen.getByRole('button', { name: 'Add place' }));

    expect(await screen.findByText('That name is taken nearby')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the shared rules in Spanish when Spanish is chosen, before sending anything', async () => {
    await activateLocale('es');
    try {
      const { user } = renderForm();
      await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));
      expect(await screen.findByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
      expect(screen.getByText('La dirección es obligatoria')).toBeInTheDocument();
      expect(fakeApi.calls()).toEqual([]);
    } finally {
      await activateLocale('en');
    }
  });

  it("puts the server's 400 issue on its field in Spanish when Spanish is chosen, and the message too", async () => {
    fakeApi.on('createPlace', () => {
      throw new FakeApiError(400, 'Names cannot contain links, e-mail addresses or offensive words', [
        { path: 'name', message: 'Names cannot contain links, e-mail addresses or offensive words' },
      ]);
    });
    await activateLocale('es');
    try {
      const { user } = renderForm();
      await user.type(screen.getByLabelText('Nombre'), 'Ruby Hill Courts');
      await user.type(screen.getByLabelText('Dirección'), '1200 W Florida Ave, Denver, CO');
      await user.type(screen.getByLabelText('Latitud'), '39.7392');
      await user.type(screen.getByLabelText('Longitud'), '-104.9903');
      await user.click(screen.getByRole('checkbox', { name: 'Tenis' }));
      await user.click(screen.getByRole('button', { name: 'Agregar lugar' }));

      const spanish = 'Los nombres no pueden contener enlaces, direcciones de correo ni palabras ofensivas';
      expect(await screen.findAllByText(spanish)).not.toHaveLength(0);
      expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Names cannot contain links, e-mail addresses or offensive words')).not.toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('says only the creator may edit when the server refuses (403)', async () => {
    fakeApi.on('updatePlace', () => {
      throw new FakeApiError(403, 'Forbidden');
    });
    const { user } = renderForm(saved);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(ONLY_CREATOR_MESSAGE));
    expect(fakeApi.calls('updatePlace')).toEqual([expect.objectContaining({ params: { placeId: 'pl-9' } })]);
  });
});
