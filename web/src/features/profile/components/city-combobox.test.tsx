import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityResult as City } from '@shared/schemas/place';
import { fakeApi } from '@web/test/fake-api';
import { renderRoute } from '@web/test/render-route';
import { CityCombobox } from './city-combobox';

const cities: City[] = [
  { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  { name: 'Denver City, TX', lat: 32.9645, lng: -102.829 },
];

function Harness({ onChange }: { onChange: (city: City | undefined) => void }) {
  const [value, setValue] = useState<City>();
  return (
    <CityCombobox
      label="Go-to city"
      value={value}
      onChange={(city) => {
        setValue(city);
        onChange(city);
      }}
      onBlur={() => {}}
    />
  );
}

const renderHarness = (onChange: (city: City | undefined) => void) => renderRoute('/settings', { as: 'user', element: <Harness onChange={onChange} /> });

describe('go-to city combobox', () => {
  beforeEach(() => {
    fakeApi.on('searchCities', ({ query }) => ({ items: query.q.toLowerCase().startsWith('den') ? cities : [] }));
  });

  it('picks a city with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderHarness(onChange);
    const input = screen.getByRole('combobox', { name: 'Go-to city' });

    await user.type(input, 'Den');
    await screen.findByRole('option', { name: 'Denver City, TX' }, { timeout: 2000 });
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Denver City, TX' }).id);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({ name: 'Denver City, TX', lat: 32.9645, lng: -102.829 });
    expect(input).toHaveValue('Denver City, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits for a pause in typing before it searches', async () => {
    const { user } = renderHarness(vi.fn());

    await user.type(screen.getByRole('combobox', { name: 'Go-to city' }), 'Denver');
    expect(fakeApi.calls('searchCities')).toHaveLength(0);

    await waitFor(() => expect(fakeApi.calls('searchCities')).toHaveLength(1), { timeout: 2000 });
    expect(fakeApi.calls('searchCities')[0]?.query).toEqual({ q: 'Denver', limit: 8 });
  });

  it('says when no US city matches', async () => {
    const { user } = renderHarness(vi.fn());

    await user.type(screen.getByRole('combobox', { name: 'Go-to city' }), 'Paris, France');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No US cities match “Paris, France”.'), { timeout: 2000 });
  });

  it('clears the chosen city as soon as the text changes', async () => {
    const onChange = vi.fn();
    const { user } = renderHarness(onChange);
    const input = screen.getByRole('combobox', { name: 'Go-to city' });

    await user.type(input, 'Den');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 2000 }));
    await user.type(input, '{Backspace}');

    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
