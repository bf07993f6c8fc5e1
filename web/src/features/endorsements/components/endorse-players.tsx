import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { endorsementKinds, type EndorsementKind } from '@shared/constants/endorsement-messages';
import { limits } from '@shared/constants/limits';
import { ListStates } from '@web/components/list-states';
import { TitledSection } from '@web/components/titled-section';
import { secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { endorsementKindTexts } from '../endorsement-texts';

/**
 * "Endorse players" on the event page, after an occurrence the viewer was checked in at: the other
 * players checked in, each with the three kinds as toggle buttons. The server decides who may
 * endorse: anyone it refuses (not checked in, not started yet) sees no section at all. An
 * endorsement once given stays given (pressing again changes nothing).
 */
export function EndorsePlayers({ eventId, occurrence }: { eventId: string; occurrence: string }) {
  // The time the page opened: a game starting while it is open shows the section on the next visit.
  const [openedAt] = useState(() => Date.now());
  const started = Date.parse(occurrence) <= openedAt;
  const args = { params: { eventId }, query: { occurrence } };
  const result = useApi('listEndorsable', started ? args : null, { shouldRetryOnError: false });
  const endorse = useApiMutation('endorsePlayer');
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  if (!started) return null;
  // Refused (403: not checked in) or gone (404): nothing to offer here.
  if (result.error instanceof ApiError && (result.error.status === 403 || result.error.status === 404)) return null;

  const give = async (to: string, name: string, kind: EndorsementKind) => {
    const key = `${to}:${kind}`;
    setBusy(key);
    try {
      await endorse.trigger({ params: { eventId }, body: { occurrence, to, kind } });
      await result.mutate(
        (d) => d && { ...d, players: d.players.map((p) => (p.uid === to && !p.given.includes(kind) ? { ...p, given: [...p.given, kind] } : p)) },
        { revalidate: false },
      );
      const quality = t(endorsementKindTexts[kind]).toLowerCase();
      toast.success(t`You endorsed ${name} for ${quality}`, { duration: limits.snackbarMs.short });
    } catch (e) {
      toast.error(`${t`The endorsement was not saved.`} ${e instanceof Error ? e.message : ''}`.trim(), { duration: limits.snackbarMs.short });
    } finally {
      setBusy(null);
    }
  };

  return (
    <TitledSection title={t`Endorse players`} titleClass="text-lg font-semibold text-slate-900" className="flex flex-col gap-3">
      <ListStates
        result={result}
        failed={t`The players to endorse could not be loaded.`}
        loading={t`Loading players…`}
        empty={t`No other players were checked in at this game.`}
        isEmpty={(d) => d.players.length === 0}
      >
        {(d) => (
          <ul aria-label={t`Players you played with`} className="flex flex-col gap-3">
            {d.players.map((p) => (
              <li key={p.uid} className="flex flex-col gap-2">
                <span className="font-medium text-slate-900">{p.displayName}</span>
                <div role="group" aria-label={t`Endorse ${p.displayName}`} className="flex flex-wrap gap-2">
                  {endorsementKinds.map((kind) => {
                    const given = p.given.includes(kind);
                    const key = `${p.uid}:${kind}`;
                    return (
                      <button
                        key={kind}
                        type="button"
                        aria-pressed={given}
                        aria-busy={busy === key}
                        disabled={busy !== null || given}
                        onClick={() => void give(p.uid, p.displayName, kind)}
                        className={`${secondaryButton} ${given ? 'border-brand-700 bg-brand-50 text-brand-800' : ''}`}
                      >
                        {t(endorsementKindTexts[kind])}
                      </button>
                    );
                  })}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </TitledSection>
  );
}
