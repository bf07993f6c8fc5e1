import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { leaveFor } from '@web/lib/leave-for';
import { paths } from '@web/lib/paths';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { fillInviteMessages as texts } from '../messages';

type Answer = { tone: 'done' | 'error'; text: string };

/**
 * The invited player's answers to "Fill this game": "Join" is the event page's own join (so
 * capacity, the waitlist, approval and paid holds all apply), "Not this time" declines for good.
 * Either marks the notification read. Whether it was answered is the server's to say (their RSVP
 * to the date, else the decline), so after a reload an answered invitation shows its answer and
 * no buttons; if that read fails, the answers stay offered (the server refuses a second one). An
 * invitation to a game since cancelled, a date no longer on the schedule or a date already started
 * says so instead of offering a join the server would refuse.
 */
export function FillInviteActions({
  eventId,
  occurrence,
  describedBy,
  onAnswered,
}: {
  eventId: string;
  occurrence: string;
  describedBy: string;
  onAnswered: () => Promise<void>;
}) {
  const { t } = useLingui();
  const answered = useApi('getFillInvite', { params: { eventId }, query: { occurrence } }, { shouldRetryOnError: false });
  const join = useApiMutation('rsvpEvent', { invalidates: ['listEventRsvps', 'getEvent', 'getHomeDashboard', 'getFillInvite'] });
  const decline = useApiMutation('declineFillInvite', { invalidates: ['getFillInvite'] });
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>();

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      const text = await action();
      setAnswer({ tone: 'done', text });
      toast.success(text, { duration: limits.snackbarMs.short });
      await onAnswered();
    } catch (error) {
      const text = `${t(texts.failed)} ${error instanceof Error ? error.message : ''}`.trim();
      setAnswer({ tone: 'error', text });
      toast.error(text, { duration: limits.snackbarMs.short });
    } finally {
      setBusy(false);
    }
  };

  const onJoin = () =>
    run(async () => {
      const { items, checkoutUrl } = await join.trigger({ params: { eventId }, body: { occurrence } });
      // A paid game: the spot is held while the player pays at Checkout.
      if (checkoutUrl) {
        leaveFor(checkoutUrl);
        return t(texts.toCheckout);
      }
      const mine = items.find((r) => Date.parse(r.occurrence) === Date.parse(occurrence)) ?? items[0];
      if (mine?.status === 'waitlisted') return t(texts.waitlisted(mine.waitlistPosition));
      if (mine?.status === 'pending') return t(texts.pending);
      return t(texts.joined);
    });

  const onDecline = () =>
    run(async () => {
      await decline.trigger({ params: { eventId }, body: { occurrence } });
      return t(texts.declined);
    });

  const stored = answered.data?.answer ?? null;
  const closed = answered.data?.closed ?? null;
  const offered = answer?.tone !== 'done' && stored === null && closed === null && (answered.data !== undefined || answered.error !== undefined);
  return (
    <div className="flex flex-col gap-2">
      {offered && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButton}
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => void onJoin()}
          >
            {t(texts.join)}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => void onDecline()}
          >
            {t(texts.decline)}
          </button>
        </div>
      )}
      {closed !== null && answer?.tone !== 'done' && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {t(texts.closed[closed])}
        </p>
      )}
      {stored !== null && closed === null && answer?.tone !== 'done' && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {t(texts.answered[stored])}
        </p>
      )}
      {answer && (
        <p
          role={answer.tone === 'error' ? 'alert' : 'status'}
          className={`text-sm ${answer.tone === 'error' ? 'text-red-800' : 'font-medium text-emerald-800'}`}
        >
          {answer.text}
        </p>
      )}
      <Link to={paths.event(eventId)} className={`${textLink} w-fit text-sm`}>
        {t(texts.seeGame)}
      </Link>
    </div>
  );
}
