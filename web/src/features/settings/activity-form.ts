import type { FieldErrors, Resolver } from 'react-hook-form';
import { limits } from '@shared/constants/limits';
import { activitySubscription, type ActivitySubscription } from '@shared/schemas/activity-subscription';

/** The activity subscription form (spec §4): dates are the date inputs' YYYY-MM-DD text. */
export interface ActivityForm {
  id: number | null;
  address: ActivitySubscription['address'] | null;
  radius: number;
  activities: string[];
  startDate: string;
  endDate: string;
}

/** Add mode: empty, radius 15 (§4, §9). */
export const emptyForm = (): ActivityForm => ({
  id: null,
  address: null,
  radius: limits.radiusMiles.default,
  activities: [],
  startDate: '',
  endDate: '',
});

const pad = (n: number) => String(n).padStart(2, '0');
/** A timestamp as the local calendar date, YYYY-MM-DD. */
export const toDateText = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** Local midnight at the start of a date, or the last millisecond of it for an end date. */
export const fromDateText = (text: string, end = false): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = end ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999) : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getTime();
};

/** Edit mode: the form loads the entry. */
export const fromEntry = (s: ActivitySubscription): ActivityForm => ({
  id: s.id,
  address: s.address,
  radius: s.radius,
  activities: [...s.activities],
  startDate: toDateText(s.startDate),
  endDate: toDateText(s.endDate),
});

/** §4: the form counts as temporary when either date is set. */
export const isTemporary = (f: Pick<ActivityForm, 'startDate' | 'endDate'>) => f.startDate !== '' || f.endDate !== '';

/** §4: the temporary toggle on sets the start to today and clears the end; off clears both. */
export const setTemporary = <F extends Pick<ActivityForm, 'startDate' | 'endDate'>>(f: F, on: boolean, today = new Date()): F =>
  on ? { ...f, startDate: toDateText(today.getTime()), endDate: '' } : { ...f, startDate: '', endDate: '' };

/** The entry the form describes (a new one gets the creation timestamp as id, §3). */
export const toEntry = (f: ActivityForm, now = Date.now()) => ({
  id: f.id ?? now,
  address: f.address,
  radius: f.radius,
  activities: f.activities,
  startDate: fromDateText(f.startDate),
  endDate: fromDateText(f.endDate, true),
});

/** Field errors from the same schema the server uses; empty when the form can be saved. */
export function formErrors(f: ActivityForm): Record<string, string> {
  const result = activitySubscription.safeParse(toEntry(f, 1));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What the dialog's inputs hold: the radius as the number input's text. */
export type ActivityFormInputs = Omit<ActivityForm, 'radius'> & { radius: string };

export const toInputs = (f: ActivityForm): ActivityFormInputs => ({ ...f, radius: Number.isNaN(f.radius) ? '' : String(f.radius) });

/** An empty radius is no number (the schema's radius message), as the number input gives it. */
export const fromInputs = (inputs: ActivityFormInputs): ActivityForm => ({
  ...inputs,
  radius: inputs.radius.trim() === '' ? Number.NaN : Number(inputs.radius),
});

/** The dialog's resolver: formErrors (the server's schema), each message under its field. */
export const activityResolver: Resolver<ActivityFormInputs, unknown, ActivityForm> = (inputs) => {
  const form = fromInputs(inputs);
  const errors = Object.entries(formErrors(form));
  if (errors.length === 0) return { values: form, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(errors.map(([field, message]) => [field, { type: 'validate', message }])) as FieldErrors<ActivityFormInputs>,
  };
};

/** §4: save appends a new entry or replaces the one with the same id. */
export function upsert(list: readonly ActivitySubscription[], entry: ActivitySubscription): ActivitySubscription[] {
  return list.some((s) => s.id === entry.id) ? list.map((s) => (s.id === entry.id ? entry : s)) : [...list, entry];
}

export const withoutEntry = (list: readonly ActivitySubscription[], id: number) => list.filter((s) => s.id !== id);
