import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { limits } from '@shared/constants/limits';
import { ConfirmDialog, confirmAction } from '@web/components/confirm-dialog';
import { LoadError } from '@web/components/load-error';
import { inputClass, labelClass, secondaryButton, textLink } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

export const CALENDAR_LINK_CHANGED = msg`Your calendar link was changed. Subscribe again with the new link.`;
export const CALENDAR_LINK_COPIED = msg`Link copied`;

/**
 * Settings: the person's calendar subscription (their games, joined and hosted, private ones too):
 * the https and webcal:// addresses with copy buttons, and a new link on request, after a confirm,
 * since the old address stops working at once.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const id = useId();
  const feed = useApi('getMyCalendarFeed', {}, { shouldRetryOnError: false });
  const rotate = useApiMutation('rotateMyCalendarFeed', { invalidates: ['getMyCalendarFeed'] });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t(CALENDAR_LINK_COPIED), { duration: limits.snackbarMs.short });
    } catch {
      toast.error(t`Copy this link: ${value}`, { duration: limits.snackbarMs.long });
    }
  };
  const renew = () =>
    confirmAction(
      async () => {
        await rotate.trigger();
        toast.success(t(CALENDAR_LINK_CHANGED), { duration: limits.snackbarMs.short });
      },
      t`The link could not be changed. Please try again.`,
    );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          <Trans>Calendar</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            Subscribe to your games (the ones you joined and the ones you host) in Google Calendar, Apple Calendar or Outlook.
            Changes and cancellations show up there on their own. Keep this link to yourself: anyone who has it can see your
            games.
          </Trans>
        </p>
      </div>
      {feed.error && !feed.data ? (
        <LoadError what={t`Your calendar link could not be loaded.`} error={feed.error} onRetry={() => void feed.mutate()} />
      ) : !feed.data ? (
        <p role="status" className="text-slate-600">
          <Trans>Loading your calendar link…</Trans>
        </p>
      ) : (
        <>
          <LinkRow label={t`Calendar link (https)`} value={feed.data.url} onCopy={(v) => void copy(v)} />
          <LinkRow label={t`Subscribe link (webcal)`} value={feed.data.webcalUrl} onCopy={(v) => void copy(v)} />
          <div className="flex flex-wrap items-center gap-3">
            <a href={feed.data.webcalUrl} className={textLink}>
              <Trans>Open in my calendar app</Trans>
            </a>
            <ConfirmDialog
              trigger={
                <button type="button" className={secondaryButton}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  <Trans>Get a new link</Trans>
                </button>
              }
              title={t`Get a new calendar link?`}
              description={t`Your current link stops working right away. Calendars subscribed with it will stop updating until you subscribe again with the new link.`}
              confirmLabel={t`Get a new link`}
              busyLabel={t`Changing…`}
              onConfirm={renew}
            />
          </div>
        </>
      )}
    </section>
  );
}

function LinkRow({ label, value, onCopy }: { label: string; value: string; onCopy: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const what = label.toLowerCase();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          className={`${inputClass} font-mono text-sm`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={secondaryButton} onClick={() => onCopy(value)} aria-label={t`Copy ${what}`}>
          <Copy aria-hidden="true" className="size-4" />
          <Trans>Copy</Trans>
        </button>
      </div>
    </div>
  );
}
