import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderRoute } from '@web/test/render-route';
import { CheckboxGroup } from './checkbox-group';

const schema = z.object({
  sports: z.array(z.string()).min(1, 'Pick at least one sport').max(2, 'Pick up to 2 sports'),
  days: z.array(z.string()),
});
type Values = z.input<typeof schema>;

const days = ['Sunday', 'Monday', 'Tuesday'].map((label, i) => ({ value: String(i), label }));

function SportsForm({ onSave, defaults }: { onSave: (values: Values) => void; defaults?: Partial<Values> }) {
  const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { sports: [], days: [], ...defaults } });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <CheckboxGroup control={control} name="sports" label="Sports you play" hint="Up to 2." variant="tile" options={['Basketball', 'Tennis', 'Pickleball']} />
      <CheckboxGroup control={control} name="days" label="Repeat on" variant="chip" options={days} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, says its hint and shows what is checked', () => {
    renderRoute('/', { element: <SportsForm onSave={vi.fn()} defaults={{ days: ['1'] }} /> });
    const sports = screen.getByRole('group', { name: 'Sports you play' });
    expect(sports).toHaveAccessibleDescription('Up to 2.');
    expect(within(sports).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(screen.getByRole('group', { name: 'Repeat on' })).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  });

  it('announces its error, takes the person to its first box, and submits the checked values in the list’s order', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <SportsForm onSave={onSave} defaults={{ days: ['1'] }} /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick at least one sport');
    const sports = screen.getByRole('group', { name: 'Sports you play' });
    expect(sports).toHaveAccessibleDescription('Up to 2. Pick at least one sport');
    expect(within(sports).getByRole('checkbox', { name: 'Basketball' })).toHaveFocus();
    expect(within(sports).getByRole('checkbox', { name: 'Basketball' })).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(sports).getByRole('checkbox', { name: 'Pickleball' }));
    await user.click(within(sports).getByRole('checkbox', { name: 'Basketball' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Tab moves box to box (from Basketball, past Tennis and Pickleball); Space toggles.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Repeat on' })).getByRole('checkbox', { name: 'Sunday' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(screen.getByRole('group', { name: 'Repeat on' })).getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ sports: ['Basketball', 'Pickleball'], days: ['0', '1'] });
  });

  it('unchecks a box and says when too many are checked', async () => {
    const { user } = renderRoute('/', { element: <SportsForm onSave={vi.fn()} defaults={{ sports: ['Tennis'] }} /> });
    const sports = screen.getByRole('group', { name: 'Sports you play' });
    await user.click(within(sports).getByRole('checkbox', { name: 'Basketball' }));
    await user.click(within(sports).getByRole('checkbox', { name: 'Pickleball' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick up to 2 sports');
    await user.click(within(sports).getByRole('checkbox', { name: 'Tennis' }));
    expect(within(sports).getByRole('checkbox', { name: 'Tennis' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
