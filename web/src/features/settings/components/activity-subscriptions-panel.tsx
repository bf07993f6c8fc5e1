import { MapPin, Pencil, Plus, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { activityMessages, activityOptions, type ActivitySubscription } from '../../../../../shared/schemas/activity-subscription';
import { limits } from '../../../../../shared/constants/limits';
import { CityCombobox, useCitySearch } from '../../../components/form';
import { SwitchField } from '../../../components/switch-field';
import { focusRing, inputClass, labelClass, primaryButton, secondaryButton } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { emptyForm, formErrors, fromEntry, isTemporary, setTemporary, toEntry, upsert, withoutEntry, type ActivityForm } from '../activity-form';
import { useApiMutation } from '../../../lib/use-api';

export interface ActivitySubscriptionsPanelProps {
  uid: string;
  initial: ActivitySubscription[];
  onSaved?: () => void;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
/** Edit mode loads a saved entry: its fields count as used. */
const allTouched: Record<string, boolean> = { address: true, radius: true, activities: true, endDate: true };
/** A long activity list gets a search box (§2 "checkboxes with optional search box"). */
const SEARCH_FROM = 10;

/**
 * Activity Subscription tab (spec §2, §4, §5): the list with add, edit and delete. Every change
 * saves the whole list (user update with field activitySubscriptions); the server e-mails a
 * confirmation for each new or changed entry.
 */
export function ActivitySubscriptionsPanel({ uid, initial, onSaved }: ActivitySubscriptionsPanelProps) {
  const [list, setList] = useState<ActivitySubscription[]>(initial);
  const [editing, setEditing] = useState<ActivityForm | null>(null);
  const [busy, setBusy] = useState(false);
  // §7: the whole list is saved as a user update with field activitySubscriptions.
  const update = useApiMutation('updateActivitySubscriptions');

  const persist = async (next: ActivitySubscription[], success: string) => {
    setBusy(true);
    try {
      const saved = await update.trigger({ params: { uid }, body: { activitySubscriptions: next } });
      setList(saved.activitySubscriptions);
      toast.success(success, { duration: limits.snackbarMs.short });
      onSaved?.();
      return true;
    } catch (error) {
      toast.error(`Could not save your activity subscriptions. ${error instanceof ApiError || error instanceof Error ? error.message : ''}`.trim(), {
        duration: limits.snackbarMs.short,
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">Get an e-mail when new games you like are posted near a place you choose.</p>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-600">You have no activity subscriptions yet.</p>
      ) : (
        <ul aria-label="Activity subscriptions" className="flex flex-col gap-3">
          {list.map((s) => {
            const place = s.address.name || s.address.description;
            return (
              <li key={s.id} className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex items-center gap-2 font-semibold text-slate-900">
                    <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                    {place} · within {s.radius} {s.radius === 1 ? 'mile' : 'miles'}
                  </p>
                  <p className="text-slate-700">{s.activities.join(', ')}</p>
                  {(s.startDate !== null || s.endDate !== null) && (
                    <p className="text-sm text-slate-600">
                      Temporary: {s.startDate === null ? '…' : shortDate.format(s.startDate)} – {s.endDate === null ? 'no end date' : shortDate.format(s.endDate)}
                    </p>
                  )}
                </div>
                <div className="flex gap-2">
                  <button type="button" className={secondaryButton} disabled={busy} onClick={() => setEditing(fromEntry(s))}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit<span className="sr-only"> the subscription near {place}</span>
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy}
                    onClick={() => void persist(withoutEntry(list, s.id), activityMessages.deleted)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete<span className="sr-only"> the subscription near {place}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={`${primaryButton} self-start`} disabled={busy} onClick={() => setEditing(emptyForm())}>
        <Plus aria-hidden="true" className="size-4" />
        Add subscription
      </button>
      {editing && (
        <SubscriptionDialog
          form={editing}
          saving={busy}
          onCancel={() => setEditing(null)}
          onSave={async (form) => {
            const entry = toEntry(form) as ActivitySubscription;
            if (await persist(upsert(list, entry), activityMessages.saved)) setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function SubscriptionDialog({
  form: initialForm,
  saving,
  onCancel,
  onSave,
}: {
  form: ActivityForm;
  saving: boolean;
  onCancel: () => void;
  onSave: (form: ActivityForm) => Promise<void>;
}) {
  const [form, setForm] = useState(initialForm);
  const [filter, setFilter] = useState('');
  const search = useCitySearch();
  const allErrors = formErrors(form);
  const invalid = Object.keys(allErrors).length > 0;
  // Errors show once a field has been used; Save stays disabled while anything is invalid.
  const [touched, setTouched] = useState<Record<string, boolean>>(() => (initialForm.id === null ? {} : allTouched));
  const touch = (field: string) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([field]) => touched[field]));
  const ids = { radius: useId(), filter: useId(), start: useId(), end: useId(), hint: useId(), activitiesError: useId(), radiusError: useId(), endError: useId() };
  const options = activityOptions.filter((a) => a.toLowerCase().includes(filter.trim().toLowerCase()));
  const editMode = initialForm.id !== null;

  const toggleActivity = (label: string, on: boolean) => {
    touch('activities');
    setForm((f) => ({ ...f, activities: on ? [...f.activities, label] : f.activities.filter((a) => a !== label) }));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[560px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{editMode ? 'Edit activity subscription' : 'Add activity subscription'}</Dialog.Title>
            <Dialog.Close aria-label="Close" className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-slate-700">We’ll e-mail you when matching games are posted near this place.</Dialog.Description>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!invalid) void onSave(form);
            }}
          >
            <CityCombobox
              label="Location"
              value={form.address ? { name: form.address.name || form.address.description, lat: form.address.lat, lng: form.address.lng } : undefined}
              onChange={(city) => setForm((f) => ({ ...f, address: city ? { name: city.name, description: city.name, lat: city.lat, lng: city.lng } : null }))}
              onBlur={() => touch('address')}
              search={search}
              error={form.address ? undefined : errors.address}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.radius} className={labelClass}>
                Radius (miles)
              </label>
              <input
                id={ids.radius}
                type="number"
                inputMode="numeric"
                min={limits.radiusMiles.min}
                max={limits.radiusMiles.max}
                step={1}
                className={inputClass}
                value={Number.isNaN(form.radius) ? '' : form.radius}
                aria-invalid={errors.radius ? true : undefined}
                aria-describedby={errors.radius ? ids.radiusError : undefined}
                onChange={(e) => {
                  touch('radius');
                  setForm((f) => ({ ...f, radius: e.target.value === '' ? Number.NaN : Number(e.target.value) }));
                }}
              />
              {errors.radius && (
                <p id={ids.radiusError} className="text-sm text-red-700">
                  {errors.radius}
                </p>
              )}
            </div>
            <fieldset className="flex flex-col gap-2" aria-describedby={errors.activities ? ids.activitiesError : undefined}>
              <legend className={`${labelClass} mb-1`}>Activities</legend>
              {activityOptions.length > SEARCH_FROM && (
                <div className="flex flex-col gap-1">
                  <label htmlFor={ids.filter} className="sr-only">
                    Search activities
                  </label>
                  <input id={ids.filter} type="search" placeholder="Search activities" className={inputClass} value={filter} onChange={(e) => setFilter(e.target.value)} />
                </div>
              )}
              <div className="grid max-h-56 grid-cols-2 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-3">
                {options.map((label) => (
                  <label key={label} className="flex min-h-11 items-center gap-2 rounded px-1 text-slate-800 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={form.activities.includes(label)}
                      onChange={(e) => toggleActivity(label, e.target.checked)}
                    />
                    {label}
                  </label>
                ))}
                {options.length === 0 && <p className="col-span-full p-2 text-sm text-slate-600">No activity matches “{filter}”.</p>}
              </div>
              {errors.activities && (
                <p id={ids.activitiesError} className="text-sm text-red-700">
                  {errors.activities}
                </p>
              )}
            </fieldset>
            <div className="flex flex-col gap-2">
              <SwitchField name="Temporary" label="Temporary" checked={isTemporary(form)} onCheckedChange={(on) => setForm((f) => setTemporary(f, on))} />
              {isTemporary(form) && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={ids.start} className={labelClass}>
                      Start date
                    </label>
                    <input id={ids.start} type="date" className={inputClass} aria-describedby={ids.hint} value={form.startDate} onChange={(e) => setForm((f) => ({ ...f, startDate: e.target.value }))} />
                  </div>
                  <div className="flex flex-col gap-1">
                    <label htmlFor={ids.end} className={labelClass}>
                      End date
                    </label>
                    <input
                      id={ids.end}
                      type="date"
                      className={inputClass}
                      aria-invalid={errors.endDate ? true : undefined}
                      aria-describedby={[ids.hint, errors.endDate ? ids.endError : ''].filter(Boolean).join(' ')}
                      value={form.endDate}
                      onChange={(e) => {
                        touch('endDate');
                        setForm((f) => ({ ...f, endDate: e.target.value }));
                      }}
                    />
                  </div>
                  <p id={ids.hint} className="text-sm text-slate-600 sm:col-span-2">
                    MM/DD/YYYY – MM/DD/YYYY
                  </p>
                  {errors.endDate && (
                    <p id={ids.endError} className="text-sm text-red-700 sm:col-span-2">
                      {errors.endDate}
                    </p>
                  )}
                </div>
              )}
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" className={secondaryButton} onClick={onCancel}>
                Cancel
              </button>
              <button type="submit" className={primaryButton} disabled={invalid || saving}>
                {saving ? 'Saving…' : 'Save'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
