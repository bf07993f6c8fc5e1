import { Trans, useLingui } from '@lingui/react/macro';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { limits } from '@shared/constants/limits';
import type { RsvpDto } from '@shared/schemas/event';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { focusRing, secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { checkInScanPath } from '../scan-link';

interface Player {
  userId: string;
  displayName: string;
}

/**
 * The manage page's check-in: how many of the people who joined the chosen date are checked in,
 * a box to tick per player, and the way to check in by scanning player cards. People checked in
 * who have since left stay listed, so a check-in can still be undone.
 */
export function CheckinSection({ eventId, occurrence, joined }: { eventId: string; occurrence: string; joined: readonly RsvpDto[] }) {
  const result = useApi('listCheckins', { params: { eventId }, query: { occurrence } }, { shouldRetryOnError: false });
  const checkIn = useApiMutation('checkInPlayer', { invalidates: ['listCheckins'] });
  const undo = useApiMutation('undoCheckIn', { invalidates: ['listCheckins'] });
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  const toggle = async (player: Player, checked: boolean) => {
    setBusy(player.userId);
    try {
      if (checked) await checkIn.trigger({ params: { eventId, uid: player.userId }, body: { occurrence } });
      else await undo.trigger({ params: { eventId, uid: player.userId }, query: { occurrence } });
    } catch (error) {
      const name = player.displayName;
      const what = checked ? t`Could not check ${name} in.` : t`Could not undo ${name}’s check-in.`;
      toast.error(`${what} ${error instanceof Error ? error.message : ''}`.trim(), { duration: limits.snackbarMs.short });
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledSection
      title={t`Check-in`}
      titleClass="text-lg font-semibold text-slate-900"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      action={
        <Link to={checkInScanPath(eventId, occurrence)} className={secondaryButton}>
          <ScanLine aria-hidden="true" className="size-4" />
          <Trans>Check in by scanning</Trans>
        </Link>
      }
    >
      <ListStates
        result={result}
        failed={t`The check-ins could not be loaded.`}
        loading={t`Loading check-ins…`}
        empty={t`Nobody has joined this date yet, so there is nobody to check in.`}
        isEmpty={(d) => d.items.length === 0 && joined.length === 0}
      >
        {(d) => {
          const checkedIn = new Set(d.items.map((c) => c.userId));
          const players: Player[] = [
            ...joined.map((r) => ({ userId: r.userId, displayName: r.displayName })),
            ...d.items.filter((c) => !joined.some((r) => r.userId === c.userId)),
          ];
          return (
            <>
              <p className="text-slate-800">
                <Trans>
                  <strong>{d.counts.checkedIn}</strong> checked in of <strong>{d.counts.joined}</strong> joined
                </Trans>
              </p>
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium text-slate-800">
                  <Trans>Checked in</Trans>
                </legend>
                {players.map((player) => (
                  <label key={player.userId} className="flex min-h-11 items-center gap-3 text-slate-900">
                    <input
                      type="checkbox"
                      className={`size-5 accent-brand-700 ${focusRing}`}
                      checked={checkedIn.has(player.userId)}
                      disabled={busy !== null}
                      aria-busy={busy === player.userId}
                      onChange={(e) => void toggle(player, e.target.checked)}
                    />
                    {player.displayName}
                  </label>
                ))}
              </fieldset>
            </>
          );
        }}
      </ListStates>
    </TitledSection>
  );
}
