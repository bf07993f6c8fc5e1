import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { renderRoute } from '@web/test/render-route';
import { DateTime } from './date-time';
import { Field } from './field';
import { TextArea, TextField } from './text-field';

const eventSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title'),
  description: z.string().max(20, 'Keep it under 20 characters'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
  publicAfter: z.string(),
  hours: z.coerce.number<string>().int().min(0, 'Hours and minutes must be 0 or more'),
  minutes: z.coerce.number<string>().int().min(0, 'Hours and minutes must be 0 or more'),
});

type EventValues = z.input<typeof eventSchema>;
type EventOutput = z.output<typeof eventSchema>;

const empty: EventValues = { title: '', description: '', date: '', publicAfter: '', hours: '1', minutes: '0' };

function EventForm({ onSave, defaults = empty }: { onSave: (values: EventOutput) => void; defaults?: EventValues }) {
  const { control, handleSubmit, formState } = useForm<EventValues, unknown, EventOutput>({
    resolver: zodResolver(eventSchema),
    defaultValues: defaults,
  });
  const durationError = formState.errors.hours?.message ?? formState.errors.minutes?.message;
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <TextField control={control} name="title" label="Title" hint="What people will see first." required maxLength={80} />
      <TextArea control={control} name="description" label="Description (optional)" />
      <DateTime control={control} name="date" type="date" label="Date" required />
      <DateTime control={control} name="publicAfter" label="Make public after (optional)" />
      <fieldset>
        <legend>Duration</legend>
        <TextField control={control} name="hours" label="Hours" type="number" errorIn="duration-error" />
        <TextField control={control} name="minutes" label="Minutes" type="number" errorIn="duration-error" />
        {durationError && (
          <p id="duration-error" role="alert">
            {durationError}
          </p>
        )}
      </fieldset>
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField, TextArea and DateTime', () => {
  it('are found by their labels, say their hints and are announced as required', () => {
    renderRoute('/', { element: <EventForm onSave={vi.fn()} /> });
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription('What people will see first.');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAttribute('maxlength', '80');
    expect(screen.getByRole('textbox', { name: 'Description (optional)' })).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Make public after (optional)')).toHaveAttribute('type', 'datetime-local');
  });

  it('announce what is wrong on submit, send the person to the first bad field, and clear as it is fixed', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <EventForm onSave={onSave} /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Enter a title', 'Choose a date']);
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('What people will see first. Enter a title');
    expect(title).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(title, 'Pickup basketball');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a title')).not.toBeInTheDocument();
  });

  it('take typed text and dates from the keyboard and hand the parsed values to the submit', async () => {
    const onSave = vi.fn();
    const { user } = renderRoute('/', { element: <EventForm onSave={onSave} /> });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Pickup basketball');
    await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'Bring water');
    await user.type(screen.getByLabelText('Date'), '2026-12-05');
    await user.type(screen.getByLabelText('Make public after (optional)'), '2026-12-01T09:30');
    await user.clear(screen.getByRole('spinbutton', { name: 'Minutes' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Minutes' }), '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      title: 'Pickup basketball',
      description: 'Bring water',
      date: '2026-12-05',
      publicAfter: '2026-12-01T09:30',
      hours: 1,
      minutes: 30,
    });
  });

  it('show the form’s current values (an edit form)', () => {
    renderRoute('/', { element: <EventForm onSave={vi.fn()} defaults={{ ...empty, title: 'League night', date: '2026-12-05' }} /> });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('League night');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-05');
  });

  it('leave a group’s error to the group: each input is invalid and described by the one message', async () => {
    const { user } = renderRoute('/', { element: <EventForm onSave={vi.fn()} defaults={{ ...empty, hours: '-1', minutes: '-5' }} /> });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hours and minutes must be 0 or more')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('Hours and minutes must be 0 or more')).toHaveLength(1);
    for (const name of ['Hours', 'Minutes']) {
      const input = screen.getByRole('spinbutton', { name });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Hours and minutes must be 0 or more');
    }
  });
});

function NamesAreChecked() {
  const { control } = useForm<EventValues, unknown, EventOutput>({ resolver: zodResolver(eventSchema), defaultValues: empty });
  // @ts-expect-error: the form has no field called "titel" (typecheck fails if this compiles)
  const misspelt = () => <TextField control={control} name="titel" label="Title" />;
  void misspelt;
  return <TextField control={control} name="title" label="Title" />;
}

describe('form-bound fields', () => {
  it('take only names the form has (the typecheck proves it; this renders the good one)', () => {
    renderRoute('/', { element: <NamesAreChecked /> });
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('ties a control the kit has no component for to its label, hint and error', () => {
    renderRoute('/', {
      element: (
        <Field label="Colour" hint="Shown on the team page." error="Choose a colour" required>
          {(aria) => <input type="color" {...aria} />}
        </Field>
      ),
    });
    const input = screen.getByLabelText('Colour');
    expect(input).toHaveAccessibleDescription('Shown on the team page. Choose a colour');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a colour');
  });
});
