import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { cityResult, type CityResult } from '@shared/schemas/place';
import { FakeApiError, fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { CityField } from './city-field';
import { GameTypeSelect } from './game-type-select';

interface Values {
  gameType: string;
  city: CityResult | null;
}

function GameForm({ onSave, exclude, defaults }: { onSave: (values: Values) => void; exclude?: string[]; defaults?: Partial<Values> }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { gameType: '', city: null, ...defaults } });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <GameTypeSelect control={control} name="gameType" exclude={exclude} />
      <CityField
        control={control}
        name="city"
        label="Home city"
        hint="Events near here come first."
        emptyValue={null}
        required
      />
      <button type="submit">Save</button>
    </form>
  );
}

const gameTypes = { items: [{ label: 'Other' as const }, { label: 'Basketball' as const }, { label: 'Tennis' as const }] };
const denver = { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 };
const dentonTx = { name: 'Denton, TX', lat: 33.2148, lng: -97.1331 };

describe('GameTypeSelect', () => {
  it('says it is loading, then offers the server’s game types in its order', async () => {
    fakeApi.on('listGameTypes', gameTypes);
    fakeApi.on('searchCities', { items: [] });
    renderRoute('/', { element: <GameForm onSave={vi.fn()} /> });
    const select = screen.getByRole('combobox', { name: 'Game type' });
    expect(select).toHaveAccessibleDescription('Loading game types…');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a game type', 'Other', 'Basketball', 'Tennis']);
    expect(select).not.toHaveAccessibleDescription('Loading game types…');
  });

  it('leaves out the types a form does not offer', async () => {
    fakeApi.on('listGameTypes', gameTypes);
    renderRoute('/', { element: <GameForm onSave={vi.fn()} exclude={['Other']} /> });
    const select = screen.getByRole('combobox', { name: 'Game type' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(within(select).queryByRole('option', { name: 'Other' })).not.toBeInTheDocument();
  });

  it('says why when the list cannot be loaded', async () => {
    fakeApi.on('listGameTypes', () => {
      throw new FakeApiError(403, 'Lists are closed');
    });
    renderRoute('/', { element: <GameForm onSave={vi.fn()} /> });
    const select = screen.getByRole('combobox', { name: 'Game type' });
    await waitFor(() => expect(select).toHaveAccessibleDescription('We couldn’t load the game types. Lists are closed'));
  });
});

describe('CityField', () => {
  it('searches as the person types, picks a city with the keyboard and submits it', async () => {
    fakeApi.on('listGameTypes', gameTypes);
    fakeApi.on('searchCities', ({ query }) => ({ items: [denver, dentonTx].filter((city) => city.name.toLowerCase().startsWith(query.q.toLowerCase())) }));
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <GameForm onSave={onSave} defaults={{ gameType: 'Tennis' }} /> });
    const city = screen.getByRole('combobox', { name: 'Home city' });
    expect(city).toHaveAttribute('aria-required', 'true');
    expect(city).toHaveAccessibleDescription('Choose a US city from the list.');

    await user.type(city, 'Den');
    const list = await screen.findByRole('listbox', { name: 'Home city suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Denver, CO', 'Denton, TX']);
    expect(screen.getByRole('status')).toHaveTextContent('2 cities found. Choose one from the list.');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(city).toHaveValue('Denton, TX');
    expect(city).toHaveAccessibleDescription('Events near here come first.');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ gameType: 'Tennis', city: dentonTx });
    expect(fakeApi.calls('searchCities').map((call) => call.query)).toEqual([{ q: 'Den', limit: 8 }]);
  });

  it('sends no search for one letter, and clears a chosen city when the text changes', async () => {
    fakeApi.on('listGameTypes', gameTypes);
    fakeApi.on('searchCities', { items: [denver] });
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <GameForm onSave={onSave} defaults={{ gameType: 'Tennis', city: denver }} /> });
    const city = screen.getByRole('combobox', { name: 'Home city' });
    expect(city).toHaveValue('Denver, CO');
    await user.clear(city);
    await user.type(city, 'D');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 letters, then choose a US city from the list.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ gameType: 'Tennis', city: null });
    // One letter is never sent (the old name may be, once, as the field empties).
    expect(fakeApi.calls('searchCities').map((call) => (call.query as { q: string }).q)).not.toContain('D');
  });

  it('announces the form’s error for it and takes the person there', async () => {
    const schema = z.object({ city: cityResult.nullable().refine((city) => city !== null, 'Choose your city from the list') });
    function CityForm() {
      const { control, handleSubmit } = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { city: null } });
      return (
        <form noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
          <CityField control={control} name="city" label="Home city" emptyValue={null} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const { user } = renderRoute('/', { element: <CityForm /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your city from the list');
    const city = screen.getByRole('combobox', { name: 'Home city' });
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription('Choose a US city from the list. Choose your city from the list');
  });
});
