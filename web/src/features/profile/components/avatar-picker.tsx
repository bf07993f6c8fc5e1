import { Trans, useLingui } from '@lingui/react/macro';
import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { secondaryButton } from '@web/components/ui';
import { avatarLabel } from '../avatars';

// Dialogs load on first use (DESIGN §7 budgets).
const AvatarDialog = lazy(() => import('./avatar-dialog'));

/** The profile picture and the button that opens the avatar dialog (avatar choice is optional, §2). */
export function AvatarPicker({ value, onChange }: { value: string | null; onChange: (url: string | null) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const avatar = avatarLabel(value);
  const label = avatar ? t(avatar) : undefined;
  return (
    <div className="flex items-center gap-4">
      {value ? (
        <img
          src={value}
          alt={label ? t`Your avatar: ${label}` : t`Your profile picture`}
          width={96}
          height={96}
          className="size-20 rounded-full bg-slate-100 sm:size-24"
        />
      ) : (
        <span className="flex size-20 items-center justify-center rounded-full bg-slate-200 text-slate-500 sm:size-24">
          <UserRound aria-hidden="true" className="size-10" />
        </span>
      )}
      <div className="flex flex-col gap-1">
        <button type="button" onClick={() => setOpen(true)} className={secondaryButton} aria-haspopup="dialog">
          {value ? t`Change avatar` : t`Choose avatar`}
        </button>
        <p className="text-sm text-slate-600">
          <Trans>Optional</Trans>
        </p>
      </div>
      {open && (
        <Suspense fallback={null}>
          <AvatarDialog open={open} onOpenChange={setOpen} value={value} onChoose={onChange} />
        </Suspense>
      )}
    </div>
  );
}
