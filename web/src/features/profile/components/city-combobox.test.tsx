import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { api } from '../../../lib/api-client';
import type { City } from '../api/search-cities';
import { CityCombobox } from './city-combobox';

vi.mock('../../../lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api-client')>();
  return { ...actual, api: { call: vi.fn() } };
});
const call = api.call as unknown as Mock<(id: string, args: { query: { q: string } }) => Promise<unknown>>;

const cities: City[] = [
  { name: 'Denver, CO', lat: 39.7392, lng: -104.9903 },
  { name: 'Denver City, TX', lat: 32.9645, lng: -102.829 },
];

function Harness({ onChange }: { onChange: (city: City | undefined) => void }) {
  const [value, setValue] = useState<City>();
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CityCombobox
        label="Go-to city"
        value={value}
        onChange={(city) => {
          setValue(city);
          onChange(city);
        }}
        onBlur={() => {}}
      />
    </SWRConfig>
  );
}

describe('go-to city combobox', () => {
  beforeEach(() => {
    call.mockReset();
    call.mockImplementation(async (_id, args) => ({ items: args.query.q.toLowerCase().startsWith('den') ? cities : [] }));
  });

  it('picks a city with the arrow keys and Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
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
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);

    await user.type(screen.getByRole('combobox', { name: 'Go-to city' }), 'Denver');
    expect(call).not.toHaveBeenCalled();

    await waitFor(() => expect(call).toHaveBeenCalledTimes(1), { timeout: 2000 });
    expect(call).toHaveBeenCalledWith('searchCities', { query: { q: 'Denver', limit: 8 } });
  });

  it('says when no US city matches', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);

    await user.type(screen.getByRole('combobox', { name: 'Go-to city' }), 'Paris, France');

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No US cities match “Paris, France”.'), { timeout: 2000 });
  });

  it('clears the chosen city as soon as the text changes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Go-to city' });

    await user.type(input, 'Den');
    await user.click(await screen.findByRole('option', { name: 'Denver, CO' }, { timeout: 2000 }));
    await user.type(input, '{Backspace}');

    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
