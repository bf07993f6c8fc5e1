import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { DialogFrame } from '@web/components/dialog-frame';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { avatars, avatarUrl } from '../avatars';

export interface AvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: string | null;
  onChoose: (url: string | null) => void;
}

/** Spec §2: the avatar dialog, 600×675 at most; on a phone it fills the screen less a margin. */
export default function AvatarDialog({ open, onOpenChange, value, onChoose }: AvatarDialogProps) {
  const [picked, setPicked] = useState<string | null>(value);
  const choose = (url: string | null) => {
    onChoose(url);
    onOpenChange(false);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Choose an avatar"
      description="Pick a picture for your profile. You can change it any time."
      widthClass="max-w-[600px]"
      heightClass="max-h-[min(675px,calc(100dvh-2rem))]"
    >
      <fieldset className="grid grid-cols-3 gap-3 sm:grid-cols-4">
        <legend className="sr-only">Avatars</legend>
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
              {avatar.label}
            </label>
          );
        })}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {value !== null && (
          <button type="button" onClick={() => choose(null)} className={secondaryButton}>
            Remove avatar
          </button>
        )}
        <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
        <button type="button" disabled={picked === null} onClick={() => choose(picked)} className={primaryButton}>
          Use this avatar
        </button>
      </div>
    </DialogFrame>
  );
}
