import { useLingui } from '@lingui/react/macro';
import { toast } from '@web/lib/toast';
import { loadingKey } from '../game-store';
import { useGameState, type GameStore } from '../store';
import { GameNameForm } from './game-name-form';

/** The organiser adds a game to the event by name; the new game is selected. */
export function CreateGameForm({ eventId, store }: { eventId: string; store: GameStore }) {
  const state = useGameState(store);
  const busy = state.loadingStates[loadingKey.createGame(eventId)] === 'loading';
  const { t } = useLingui();

  const create = async (name: string) => {
    const outcome = await store.createGame(eventId, name);
    if (outcome.ok) {
      toast.success(t`Game added`);
      return undefined;
    }
    toast.error(outcome.message);
    return outcome.message;
  };

  return <GameNameForm label={t`New game name`} busy={busy} submitLabel={busy ? t`Adding…` : t`Add game`} clearOnSuccess onSubmit={create} />;
}
