import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod';
import { limits } from '@shared/constants/limits';
import { FILL_MAX_LIMIT, type FillCandidateDto } from '@shared/schemas/fill';
import { DialogFrame } from '@web/components/dialog-frame';
import { TextField } from '@web/components/form';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { formatNumber } from '@web/lib/format';
import { useApi, useApiMutation } from '@web/lib/use-api';

/** How many are invited unless the organiser chooses: the open spots, within these bounds. */
const DEFAULT_INVITES = 5;

/** What the fill dialog says, in the app's language. */
function useFillTexts() {
  const { t } = useLingui();
  return {
    open: t`Fill this game`,
    title: t`Fill this game`,
    description: t`Players nearby who play this game and are free at this time, nearest first. Their hours stay private.`,
    loading: t`Finding players who are free…`,
    empty: t`Nobody nearby who plays this game is free at this time yet. Try again later.`,
    allInvited: t`Everyone nearby who is free at this time has been invited.`,
    loadFailed: t`We couldn’t find players.`,
    howMany: t`How many to invite`,
    invite: (n: number) => t`Invite the top ${n}`,
    inviting: t`Inviting…`,
    invited: (n: number) => (n === 0 ? t`Nobody was invited.` : n === 1 ? t`Invited 1 player.` : t`Invited ${n} players.`),
    skipped: (names: string) =>
      t`Not invited: ${names} (invited already, at this week’s invitation limit, or said no to this game since the list loaded).`,
    failed: t`Could not send the invitations.`,
    listLabel: t`Players free at this time`,
    distance: (miles: number) => {
      const distance = formatNumber(miles);
      return t`${distance} mi away`;
    },
    furtherDown: t`a player further down the list`,
  };
}

/**
 * "Fill this game" on the manage page: the organiser sees who nearby is free for the shown date
 * (names and distance, never their hours) and invites the top N in one action. The server ranks
 * and invites again on its own, so the confirmation names who it really invited.
 */
export function FillGameButton({ eventId, occurrence, openSpots }: { eventId: string; occurrence: string; openSpots: number | null }) {
  const [open, setOpen] = useState(false);
  const fillTexts = useFillTexts();
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {fillTexts.open}
      </button>
      <DialogFrame open={open} onOpenChange={setOpen} title={fillTexts.title} description={fillTexts.description} widthClass="max-w-lg">
        {open && <FillGamePanel key={occurrence} eventId={eventId} occurrence={occurrence} openSpots={openSpots} />}
      </DialogFrame>
    </>
  );
}

interface Outcome {
  invited: string[];
  skipped: string[];
}

export function FillGamePanel({ eventId, occurrence, openSpots }: { eventId: string; occurrence: string; openSpots: number | null }) {
  const candidates = useApi('listFillCandidates', { params: { eventId }, query: { occurrenceDate: occurrence, limit: FILL_MAX_LIMIT } }, { revalidateOnFocus: false });
  const [outcome, setOutcome] = useState<Outcome>();
  const fillTexts = useFillTexts();

  if (candidates.error && !candidates.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        <p>
          {fillTexts.loadFailed} {candidates.error.message}
        </p>
        <button type="button" className={secondaryButton} onClick={() => void candidates.mutate()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!candidates.data) {
    return (
      <p role="status" className="text-slate-600">
        {fillTexts.loading}
      </p>
    );
  }
  const items = candidates.data.items;
  return (
    <div className="flex flex-col gap-4">
      {outcome && <OutcomeNote outcome={outcome} />}
      {items.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700">{outcome ? fillTexts.allInvited : fillTexts.empty}</p>
      ) : (
        <InviteForm
          key={items.map((c) => c.uid).join()}
          eventId={eventId}
          occurrence={occurrence}
          items={items}
          openSpots={openSpots}
          onInvited={(result) => {
            setOutcome(result);
            void candidates.mutate();
          }}
        />
      )}
    </div>
  );
}

function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const fillTexts = useFillTexts();
  return (
    <div role="status" className="flex flex-col gap-1 rounded-md bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-medium">{fillTexts.invited(outcome.invited.length)}</p>
      {outcome.invited.length > 0 && <p className="text-sm">{outcome.invited.join(', ')}</p>}
      {outcome.skipped.length > 0 && <p className="text-sm">{fillTexts.skipped(outcome.skipped.join(', '))}</p>}
    </div>
  );
}

function InviteForm({
  eventId,
  occurrence,
  items,
  openSpots,
  onInvited,
}: {
  eventId: string;
  occurrence: string;
  items: FillCandidateDto[];
  openSpots: number | null;
  onInvited: (outcome: Outcome) => void;
}) {
  const invite = useApiMutation('inviteToFill');
  const fillTexts = useFillTexts();
  const { t } = useLingui();
  const most = Math.min(items.length, FILL_MAX_LIMIT);
  const schema = useMemo(
    () =>
      z.object({
        // One message for every out-of-range answer, matching the hint (the API's own bound is wider).
        limit: z.coerce
          .number<string>()
          .refine((n) => Number.isInteger(n) && n >= 1 && n <= most, most === 1 ? t`Only 1 player can be invited` : t`Choose between 1 and ${most} players`),
      }),
    [most, t],
  );
  const suggested = Math.min(most, Math.max(1, openSpots ?? DEFAULT_INVITES));
  const { control, handleSubmit, setError, formState } = useForm<{ limit: string }, unknown, { limit: number }>({
    resolver: zodResolver(schema),
    defaultValues: { limit: String(suggested) },
  });
  const chosen = Number(useWatch({ control, name: 'limit' }));
  const top = Number.isInteger(chosen) && chosen >= 1 ? Math.min(chosen, most) : 0;

  const submit = handleSubmit(async ({ limit }) => {
    try {
      const { invited } = await invite.trigger({ params: { eventId }, body: { occurrenceDate: occurrence, limit } });
      const names = new Map(items.map((c) => [c.uid, c.displayName]));
      const done = new Set(invited);
      const outcome = {
        invited: invited.map((uid) => names.get(uid) ?? fillTexts.furtherDown),
        skipped: items.slice(0, limit).filter((c) => !done.has(c.uid)).map((c) => c.displayName),
      };
      toast.success(fillTexts.invited(invited.length), { duration: limits.snackbarMs.short });
      onInvited(outcome);
    } catch (error) {
      setError('root', { message: error instanceof Error ? error.message : fillTexts.failed });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Invite players`} className="flex flex-col gap-4">
      <ol aria-label={fillTexts.listLabel} className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
        {items.map((c, i) => (
          <li key={c.uid} className={`flex items-center justify-between gap-3 px-3 py-2 ${i < top ? 'bg-brand-50' : ''}`}>
            <span className="min-w-0 truncate font-medium text-slate-900">{c.displayName}</span>
            <span className="shrink-0 text-sm text-slate-600">
              {fillTexts.distance(c.distanceMiles)}
              {i < top && (
                <span className="sr-only">
                  <Trans>, will be invited</Trans>
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <TextField control={control} name="limit" label={fillTexts.howMany} type="number" inputMode="numeric" min={1} max={most} step={1} hint={t`Up to ${most}.`} />
      {formState.errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formState.errors.root.message}
        </p>
      )}
      <button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting} className={`${primaryButton} w-full sm:w-fit`}>
        {formState.isSubmitting ? fillTexts.inviting : fillTexts.invite(top || 1)}
      </button>
      <p className="text-sm text-slate-600">
        <Trans>Each invited player gets a notification with a one-tap join. Nobody is invited twice to this date, or again after saying no.</Trans>
      </p>
    </form>
  );
}
