import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { GameDto } from '@shared/schemas/game';
import { secondaryButton } from '@web/components/ui';
import { GameNameForm } from './game-name-form';

/** "Rename", then the game's name in a small form (Save name / Cancel). */
export function RenameForm({
  game,
  busy,
  onRename,
}: {
  game: GameDto;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const { t } = useLingui();

  if (!editing) {
    return (
      <div>
        <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>Rename</Trans>
        </button>
      </div>
    );
  }

  return (
    <GameNameForm
      label={t`Game name`}
      initialName={game.name}
      autoFocus
      busy={busy}
      submitLabel={t`Save name`}
      onSubmit={async (name) => {
        if (await onRename(name)) setEditing(false);
        return undefined;
      }}
    >
      <button type="button" className={secondaryButton} onClick={() => setEditing(false)}>
        <Trans>Cancel</Trans>
      </button>
    </GameNameForm>
  );
}
