import type { ReactNode } from 'react';
import { focusRing, secondaryButton } from '../ui';

/** 'outline': a small secondary button (a toolbar); 'ghost': no border until hovered (inside a card). */
export type IconButtonVariant = 'outline' | 'ghost';

const variantClass: Record<IconButtonVariant, string> = {
  outline: `${secondaryButton} px-3`,
  ghost: `inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40 ${focusRing}`,
};

/**
 * A button that shows only an icon: `label` is its accessible name and its tooltip, so it is
 * announced and found by name like any other button. Pass the icon with aria-hidden.
 */
export function IconButton({
  label,
  onClick,
  disabled,
  variant = 'outline',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean | undefined;
  variant?: IconButtonVariant;
  children: ReactNode;
}) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className={variantClass[variant]}>
      {children}
    </button>
  );
}
