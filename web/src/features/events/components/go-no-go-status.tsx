import { Trans, useLingui } from '@lingui/react/macro';
import { formatEventTime } from '@shared/time/event-time-label';
import { eventTimeOptions } from '@web/lib/format';
import type { GoNoGoDto } from '@shared/schemas/event';

/**
 * The go/no-go of a game with a minimum: "Decision at <time>" until the cut-off, then "Game on" or
 * "Called off: not enough players"; dates of a series called off are listed under it.
 */
export function GoNoGoStatus({ goNoGo, shown, timeZone }: { goNoGo: GoNoGoDto; shown: string; timeZone: string }) {
  const { t } = useLingui();
  const at = (iso: string) => formatEventTime(iso, timeZone, eventTimeOptions());
  const own = goNoGo.occurrence === shown;
  if (!own && !goNoGo.calledOff.length) return null;
  return (
    <section aria-label={t`Go or no-go`} className="flex flex-col gap-1 text-sm">
      {own && goNoGo.state === 'pending' && (
        <p className="text-slate-800">
          <span className="font-medium">
            <Trans>Decision at {at(goNoGo.decisionAt)}</Trans>
          </span>
          {goNoGo.rescueAt && (
            <span className="text-slate-700">
              {' · '}
              <Trans>if it is still short at {at(goNoGo.rescueAt)}, nearby players are invited</Trans>
            </span>
          )}
        </p>
      )}
      {own && goNoGo.state === 'game-on' && (
        <p className="font-medium text-green-800">
          <Trans>Game on</Trans>
        </p>
      )}
      {own && goNoGo.state === 'called-off' && (
        <p className="font-medium text-red-800">
          <Trans>Called off: not enough players</Trans>
        </p>
      )}
      {goNoGo.calledOff.map((o) => (
        <p key={o} className="text-red-800">
          <Trans>Called off: not enough players ({at(o)})</Trans>
        </p>
      ))}
    </section>
  );
}
