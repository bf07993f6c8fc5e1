import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { textLink } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { formatEventDate } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { uidFromCard } from '../scan-link';

type Outcome =
  | { kind: 'checkedIn' | 'already'; name: string }
  | { kind: 'notJoined' | 'refused'; message: string };

const outcomeStyle = {
  checkedIn: { icon: CircleCheck, className: 'border-green-200 bg-green-50 text-green-900' },
  already: { icon: Info, className: 'border-slate-200 bg-slate-50 text-slate-900' },
  notJoined: { icon: CircleAlert, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  refused: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-900' },
} as const;

/**
 * The scan page in check-in mode (opened from an event's manage page with the event and the date):
 * each player card read checks its person in and says how it went (checked in, already checked
 * in, not joined), then the organiser scans the next. `scanner` is the scan page's reader.
 */
export function CheckinScanPage({
  eventId,
  occurrence,
  scanner,
}: {
  eventId: string;
  occurrence: string;
  scanner: (onCode: (text: string) => void) => ReactNode;
}) {
  const event = useApi('getEvent', { params: { eventId } }, { shouldRetryOnError: false });
  const checkIn = useApiMutation('checkInPlayer', { invalidates: ['listCheckins'] });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [working, setWorking] = useState(false);
  const { t } = useLingui();

  const onCode = useCallback(
    async (text: string) => {
      const uid = uidFromCard(text, window.location.origin);
      if (!uid) {
        setOutcome({ kind: 'refused', message: t`That code is not a Rally player card` });
        return;
      }
      setWorking(true);
      setOutcome(null);
      try {
        const { checkin, created } = await checkIn.trigger({ params: { eventId, uid }, body: { occurrence } });
        setOutcome({ kind: created ? 'checkedIn' : 'already', name: checkin.displayName });
      } catch (error) {
        const message = error instanceof Error ? error.message : t`The check-in did not go through.`;
        setOutcome({ kind: error instanceof ApiError && error.status === 409 ? 'notJoined' : 'refused', message });
      } finally {
        setWorking(false);
      }
    },
    [checkIn, eventId, occurrence, t],
  );

  const title = event.data?.title;
  const style = outcome ? outcomeStyle[outcome.kind] : null;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-8">
      <title>{`${t`Check players in`} | ${PRODUCT_NAME}`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Check players in</Trans>
        </h1>
        {event.error ? (
          <p role="alert" className="text-red-800">
            <Trans>The event could not be loaded.</Trans> {event.error.message}
          </p>
        ) : (
          <p className="text-slate-700">
            {title ? (
              <>
                <Link to={paths.eventManage(eventId)} className={textLink}>
                  {title}
                </Link>
                , <time dateTime={occurrence}>{formatEventDate(occurrence)}</time>.{' '}
              </>
            ) : (
              <>
                <Trans>Loading the event…</Trans>{' '}
              </>
            )}
            <Trans>Scan each player’s card with the camera, or upload a picture of it.</Trans>
          </p>
        )}
      </div>
      {scanner((text) => void onCode(text))}
      <div role="status" aria-label={t`Check-in result`} className="flex flex-col gap-2">
        {working && (
          <p className="text-slate-600">
            <Trans>Checking in…</Trans>
          </p>
        )}
        {outcome && style && (
          <div className={`flex items-start gap-3 rounded-lg border p-4 ${style.className}`}>
            <style.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex flex-col gap-1">
              {'name' in outcome ? (
                <>
                  <p className="font-semibold">
                    {outcome.kind === 'checkedIn' ? t`${outcome.name} is checked in` : t`${outcome.name} was already checked in`}
                  </p>
                  <p>
                    <Trans>Scan the next card.</Trans>
                  </p>
                </>
              ) : (
                <p className="font-semibold">{outcome.message}</p>
              )}
            </div>
          </div>
        )}
      </div>
      <Link to={paths.eventManage(eventId)} className={`${textLink} w-fit`}>
        <Trans>Back to the event’s check-in list</Trans>
      </Link>
    </div>
  );
}
