import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { limits } from '@shared/constants/limits';
import { addGuestInput, type GuestDto } from '@shared/schemas/guest';
import { TextField } from '@web/components/form';
import { TitledSection } from '@web/components/titled-section';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import type { RouteId } from '@shared/api/routes';
import { useApi, useApiMutation } from '@web/lib/use-api';

const guestForm = addGuestInput.pick({ name: true, email: true });
type GuestForm = z.input<typeof guestForm>;
const resolver = zodResolver(guestForm);
const empty: GuestForm = { name: '', email: '' };

const statusLabel = (g: GuestDto) => {
  const place = g.places[0];
  const where = place?.status === 'waitlisted' ? t`On the waitlist` : place ? t`Joined` : g.scope === 'team' ? t`Guest of the team` : t`No spot`;
  return g.unsubscribed ? t`${where} · unsubscribed from e-mails` : where;
};

const invalidates: RouteId[] = ['listEventGuests', 'listTeamGuests', 'listEventRsvps', 'getEvent'];

/** An event's guests, added to the occurrence the manage page shows. */
export function EventGuestsPanel({ eventId, occurrence }: { eventId: string; occurrence?: string | undefined }) {
  const list = useApi('listEventGuests', { params: { eventId } });
  const add = useApiMutation('addEventGuest', { invalidates });
  const remove = useApiMutation('removeEventGuest', { invalidates });
  return (
    <GuestsPanel
      intro={msg`Add someone without an account. They get this event’s e-mails and can unsubscribe at any time.`}
      list={list}
      add={(values) => add.trigger({ params: { eventId }, body: { ...values, ...(occurrence ? { occurrence } : {}) } })}
      remove={(g) => remove.trigger({ params: { eventId, guestId: g.guestId } })}
    />
  );
}

/** A team's guests (owners and admins). */
export function TeamGuestsPanel({ teamId }: { teamId: string }) {
  const list = useApi('listTeamGuests', { params: { id: teamId } });
  const add = useApiMutation('addTeamGuest', { invalidates });
  const remove = useApiMutation('removeTeamGuest', { invalidates });
  return (
    <GuestsPanel
      intro={msg`Add someone without an account. They get this team’s e-mails and can unsubscribe at any time.`}
      list={list}
      add={(values) => add.trigger({ params: { id: teamId }, body: values })}
      remove={(g) => remove.trigger({ params: { id: teamId, guestId: g.guestId } })}
    />
  );
}

/**
 * The organisers' guests: people without an account added by name and e-mail (they get the
 * e-mails, with an unsubscribe link, and become the person's RSVP or membership when they sign up
 * with that address). The e-mail shows here only: players see a guest's name.
 */
function GuestsPanel({
  intro,
  list,
  add,
  remove: removeGuest,
}: {
  intro: MessageDescriptor;
  list: { data?: { items: GuestDto[] } | undefined; error?: Error | undefined };
  add: (values: z.output<typeof guestForm>) => Promise<{ guest: GuestDto; created: boolean }>;
  remove: (g: GuestDto) => Promise<unknown>;
}) {
  const [removing, setRemoving] = useState<string>();
  const { control, handleSubmit, reset, setError, formState } = useForm<GuestForm, unknown, z.output<typeof guestForm>>({ resolver, defaultValues: empty });
  const { t } = useLingui();

  const submit = handleSubmit(async (values) => {
    try {
      const { guest, created } = await add(values);
      toast.success(created ? t`${guest.name} added as a guest` : t`${guest.name} is already a guest`, { duration: limits.snackbarMs.short });
      reset(empty);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      const fields = issues.filter((i): i is { path: 'name' | 'email'; message: string } => i.path === 'name' || i.path === 'email');
      for (const issue of fields) setError(issue.path, { message: issue.message });
      if (!fields.length) setError('root', { message: error instanceof Error ? error.message : t`Could not add the guest.` });
    }
  });

  const remove = async (g: GuestDto) => {
    setRemoving(g.guestId);
    try {
      await removeGuest(g);
      toast.success(t`${g.name} removed`, { duration: limits.snackbarMs.short });
    } catch (error) {
      toast.error(`${t`Could not remove ${g.name}.`} ${error instanceof Error ? error.message : ''}`.trim(), { duration: limits.snackbarMs.short });
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <TitledSection
      title={t`Guests`}
      titleClass="text-lg font-semibold text-slate-900"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Add a guest`} className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">{t(intro)}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField control={control} name="name" label={t`Guest name`} autoComplete="off" />
          <TextField control={control} name="email" label={t`Guest e-mail`} type="email" autoComplete="off" />
        </div>
        {formState.errors.root?.message && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formState.errors.root.message}
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting} className={`${primaryButton} w-fit`}>
          {formState.isSubmitting ? t`Adding…` : t`Add a guest`}
        </button>
      </form>
      {list.error ? (
        <p role="alert" className="text-sm text-red-700">
          <Trans>We couldn’t load the guests.</Trans> {list.error.message}
        </p>
      ) : !list.data ? (
        <p role="status" className="text-sm text-slate-600">
          <Trans>Loading guests…</Trans>
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No guests yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Guest list`} className="flex flex-col gap-2">
          {list.data.items.map((g) => (
            <li key={g.guestId} className="flex flex-wrap items-center gap-3">
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{g.name}</span> <span className="text-sm text-slate-600">{g.email}</span>
                <span className="block text-xs text-slate-500">{statusLabel(g)}</span>
              </span>
              <button
                type="button"
                disabled={removing !== undefined}
                onClick={() => void remove(g)}
                className={secondaryButton}
                aria-label={t`Remove ${g.name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
