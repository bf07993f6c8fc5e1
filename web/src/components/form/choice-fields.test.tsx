import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderRoute } from '@web/test/render-route';
import { Checkbox } from './checkbox';
import { RadioGroup } from './radio-group';
import { Select } from './select';

const teamSchema = z.object({
  kind: z.enum(['team', 'community'], { message: 'Choose what you are creating' }),
  joinPolicy: z.enum(['open', 'approval']),
  repeat: z.string().min(1, 'Choose how often it repeats'),
  level: z.string(),
  terms: z.boolean().refine((accepted) => accepted, 'Accept the terms to go on'),
  newsletter: z.boolean(),
});

type TeamValues = z.input<typeof teamSchema>;
type TeamOutput = z.output<typeof teamSchema>;

function TeamForm({ onSave, defaults }: { onSave: (values: TeamOutput) => void; defaults?: Partial<TeamValues> }) {
  const { control, handleSubmit } = useForm<TeamValues, unknown, TeamOutput>({
    resolver: zodResolver(teamSchema),
    defaultValues: { kind: '' as TeamValues['kind'], joinPolicy: 'open', repeat: '', level: 'Any', terms: false, newsletter: true, ...defaults },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <RadioGroup
        control={control}
        name="kind"
        label="What are you creating?"
        required
        options={[
          { value: 'team', label: 'Team' },
          { value: 'community', label: 'Community' },
        ]}
      />
      <RadioGroup
        control={control}
        name="joinPolicy"
        label="Who can join"
        variant="card"
        options={[
          { value: 'open', label: 'Open', hint: 'Anyone can join at once.' },
          { value: 'approval', label: 'Approval', hint: 'People ask to join; an owner or admin approves each request.' },
        ]}
      />
      <Select
        control={control}
        name="repeat"
        label="Repeat"
        placeholder="Choose how often"
        required
        options={[
          { value: 'weekly', label: 'Weekly' },
          { value: 'monthly', label: 'Monthly' },
        ]}
      />
      <Select control={control} name="level" label="Level" hint="Who the games suit." options={['Any', 'Beginner', 'Expert']} />
      <Checkbox control={control} name="terms" label="I accept the terms" required />
      <Checkbox control={control} name="newsletter" label="Send me the newsletter" hint="One e-mail a month." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend; card hints describe each option without joining its name', () => {
    renderRoute('/', { element: <TeamForm onSave={vi.fn()} /> });
    const join = screen.getByRole('group', { name: 'Who can join' });
    const open = within(join).getByRole('radio', { name: 'Open' });
    expect(open).toBeChecked();
    expect(open).toHaveAccessibleDescription('Anyone can join at once.');
    expect(within(join).getByRole('radio', { name: 'Approval' })).toHaveAccessibleDescription(
      'People ask to join; an owner or admin approves each request.',
    );
    expect(screen.getByText('Anyone can join at once.')).toBeVisible();
    const kinds = screen.getByRole('group', { name: 'What are you creating?' });
    for (const radio of within(kinds).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeRequired();
    }
  });

  it('moves the choice with the arrow keys, as native radios do', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <TeamForm onSave={onSave} defaults={{ kind: 'team', repeat: 'weekly', terms: true }} /> });
    await user.click(screen.getByRole('radio', { name: 'Open' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Approval' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Approval' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ kind: 'team', joinPolicy: 'approval' });
  });

  it('announces its error, describes the group with it and takes the person to its first option', async () => {
    const { user } = renderRoute('/', { element: <TeamForm onSave={vi.fn()} defaults={{ repeat: 'weekly', terms: true }} /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose what you are creating');
    const kinds = screen.getByRole('group', { name: 'What are you creating?' });
    expect(kinds).toHaveAccessibleDescription('Choose what you are creating');
    expect(within(kinds).getByRole('radio', { name: 'Team' })).toHaveFocus();
    expect(within(kinds).getByRole('radio', { name: 'Team' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Select', () => {
  it('is found by its label, says its hint and starts on its placeholder', () => {
    renderRoute('/', { element: <TeamForm onSave={vi.fn()} /> });
    const repeat = screen.getByRole('combobox', { name: 'Repeat' });
    expect(repeat).toHaveValue('');
    expect(within(repeat).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose how often', 'Weekly', 'Monthly']);
    expect(repeat).toHaveAttribute('aria-required', 'true');
    const level = screen.getByRole('combobox', { name: 'Level' });
    expect(level).toHaveValue('Any');
    expect(level).toHaveAccessibleDescription('Who the games suit.');
  });

  it('announces a missing choice, then takes one from the keyboard', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <TeamForm onSave={onSave} defaults={{ kind: 'community', terms: true }} /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose how often it repeats');
    const repeat = screen.getByRole('combobox', { name: 'Repeat' });
    expect(repeat).toHaveFocus();
    expect(repeat).toHaveAccessibleDescription('Choose how often it repeats');
    await user.selectOptions(repeat, 'Monthly');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Expert');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ repeat: 'monthly', level: 'Expert' });
  });
});

describe('Checkbox', () => {
  it('is found by its label, toggles with Space and hands a boolean to the submit', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <TeamForm onSave={onSave} defaults={{ kind: 'team', repeat: 'weekly' }} /> });
    const news = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(news).toBeChecked();
    expect(news).toHaveAccessibleDescription('One e-mail a month.');
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(terms).toHaveAttribute('aria-required', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Accept the terms to go on');
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Accept the terms to go on');

    await user.keyboard(' ');
    expect(terms).toBeChecked();
    news.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ terms: true, newsletter: false });
  });
});
