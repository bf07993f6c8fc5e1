import { Switch } from 'radix-ui';
import type { Ref } from 'react';
import { focusRing } from './ui';

/**
 * A labelled on/off switch (Radix): `accessibleName` is what a screen reader announces, `label` what is
 * shown beside it. Not called `name`: that prop is a form key elsewhere, so the untranslated-text lint
 * skips it, and an accessible name must be checked like any other text.
 */
export function SwitchField({
  accessibleName,
  label,
  checked,
  onCheckedChange,
  disabled,
  describedBy,
  ref,
}: {
  accessibleName: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <Switch.Root
        ref={ref}
        aria-label={accessibleName}
        aria-describedby={describedBy}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 ${focusRing}`}
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
      <span aria-hidden="true">{label}</span>
    </label>
  );
}
