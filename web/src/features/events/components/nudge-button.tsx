import { useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { limits } from '@shared/constants/limits';
import { nudgeMessages } from '@shared/constants/reminders';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';

/**
 * The organiser's "Nudge": tells everyone who has not answered the shown date (the hosting team's
 * members with no RSVP, pending requests) to answer. The server allows one nudge per event a day;
 * its refusal is shown as it words it.
 */
export function NudgeButton({ eventId, occurrence }: { eventId: string; occurrence: string | undefined }) {
  const nudge = useApiMutation('nudgeEvent', { invalidates: ['listEventRsvps'] });
  const [result, setResult] = useState<{ tone: 'done' | 'error'; text: string }>();
  const { t } = useLingui();

  const run = async () => {
    setResult(undefined);
    try {
      const { nudged } = await nudge.trigger({ params: { eventId }, body: occurrence ? { occurrence } : {} });
      const text = nudgeMessages.done(nudged);
      setResult({ tone: 'done', text });
      toast.success(text, { duration: limits.snackbarMs.short });
    } catch (error) {
      const text = error instanceof Error ? error.message : t`Could not nudge. Please try again.`;
      setResult({ tone: 'error', text });
      toast.error(text, { duration: limits.snackbarMs.short });
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={secondaryButton} disabled={nudge.isMutating} aria-busy={nudge.isMutating} onClick={() => void run()}>
        <BellRing aria-hidden="true" className="size-4" />
        {nudge.isMutating ? t`Nudging…` : t`Nudge who hasn’t answered`}
      </button>
      {result && (
        <p role={result.tone === 'error' ? 'alert' : 'status'} className={`text-sm ${result.tone === 'error' ? 'text-red-800' : 'text-slate-700'}`}>
          {result.text}
        </p>
      )}
    </div>
  );
}
