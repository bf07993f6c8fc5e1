import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FamilyRsvpResultsDto } from '@shared/schemas/family-calendar';
import { secondaryButton } from '@web/components/ui';
import { useApi, useApiMutation } from '@web/lib/use-api';

const statusText = {
  joined: msg`joined`,
  waitlisted: msg`on the waitlist`,
  pending: msg`waiting for approval`,
  held: msg`spot held until paid`,
} as const;

/**
 * "Join with family" on the event page: a guardian ticks the family members they are guardian of
 * and joins them to the shown occurrence in one step; each member's result (joined, waitlisted,
 * waiting for approval, or the server's refusal) is listed. Nothing shows for a person with no wards.
 */
export function JoinWithFamily({
  eventId,
  occurrence,
  onJoined,
}: {
  eventId: string;
  occurrence: string;
  onJoined?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const wards = useApi('listFamilyWards', {}, { shouldRetryOnError: false });
  const rsvp = useApiMutation('createFamilyRsvps', { invalidates: ['listEventRsvps', 'getFamilyCalendar'] });
  const [chosen, setChosen] = useState<string[]>([]);
  const [results, setResults] = useState<FamilyRsvpResultsDto['results']>();
  const [error, setError] = useState<string>();
  const items = wards.data?.items ?? [];
  if (!items.length) return null;

  const submit = async () => {
    setError(undefined);
    setResults(undefined);
    if (!chosen.length) {
      setError(t`Choose at least one family member`);
      return;
    }
    try {
      const answer = await rsvp.trigger({ params: { eventId }, body: { occurrence, members: chosen } });
      setResults(answer.results);
      setChosen([]);
      onJoined?.();
    } catch (e) {
      setError(e instanceof Error ? e.message : t`Your family could not be joined.`);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend id={`${id}-title`} className="font-semibold text-slate-900">
          <Trans>Join with family</Trans>
        </legend>
        {items.map((w) => (
          <label key={w.uid} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(w.uid)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, w.uid] : c.filter((x) => x !== w.uid)))}
            />
            {w.name}
          </label>
        ))}
      </fieldset>
      <button type="button" className={secondaryButton} disabled={rsvp.isMutating} onClick={() => void submit()}>
        {rsvp.isMutating ? t`Joining…` : t`Join selected family members`}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div role="status">
        {results && (
          <ul aria-label={t`Family RSVP results`} className="flex flex-col gap-1 text-sm">
            {results.map((r) => {
              const name = r.name;
              const reason = r.ok ? '' : r.message;
              return (
                <li key={r.userId} className={r.ok ? 'text-slate-800' : 'text-red-700'}>
                  {r.ok ? `${name}: ${t(statusText[r.status])}` : t`${name}: not joined. ${reason}`}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
