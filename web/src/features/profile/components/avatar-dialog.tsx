import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { focusRing, primaryButton, secondaryButton } from '@web/components/ui';
import { avatars, avatarUrl } from '../avatars';
import { useFocusReturn } from '@web/components/dialog-frame';

export interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string | null;
  onChoose: (url: string | null) => void;
}

/** Spec §2: the avatar dialog, 600×675 at most; on a phone it fills the screen less a margin. */
export default function AvatarDialog({ open, onOpenChange, value, onChoose }: AvatarDialogProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<string | null>(value);
  const choose = (url: string | null) => {
    onChoose(url);
    onOpenChange(false);
  };
  const focusReturn = useFocusReturn();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(675px,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                <Trans>Choose an avatar</Trans>
              </Dialog.Title>
              <Dialog.Description className="text-slate-700">
                <Trans>Pick a picture for your profile. You can change it any time.</Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t`Close`}
              className={`inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            <legend className="sr-only">
              <Trans>Avatars</Trans>
            </legend>
            {avatars.map((avatar) => {
              const url = avatarUrl(avatar.name);
              return (
                <label
                  key={avatar.name}
                  className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-transparent p-2 text-sm text-slate-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name="avatar"
                    value={url}
                    checked={picked === url}
                    onChange={() => setPicked(url)}
                    className="sr-only"
                  />
                  <img src={url} alt="" width={96} height={96} className="size-20 rounded-full sm:size-24" />
                  {t(avatar.label)}
                </label>
              );
            })}
          </fieldset>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {value !== null && (
              <button type="button" onClick={() => choose(null)} className={secondaryButton}>
                <Trans>Remove avatar</Trans>
              </button>
            )}
            <Dialog.Close className={secondaryButton}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button type="button" disabled={picked === null} onClick={() => choose(picked)} className={primaryButton}>
              <Trans>Use this avatar</Trans>
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
