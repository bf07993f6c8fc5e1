import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The bundled avatars, served from web/public/avatars (photoURL accepts `/avatars/<name>.svg`),
 * each labelled by its name ("Sunny"), shown with `t(label)`.
 */
export const avatars: readonly { name: string; label: MessageDescriptor }[] = [
  { name: 'sunny', label: msg`Sunny` },
  { name: 'ocean', label: msg`Ocean` },
  { name: 'forest', label: msg`Forest` },
  { name: 'berry', label: msg`Berry` },
  { name: 'sunset', label: msg`Sunset` },
  { name: 'slate', label: msg`Slate` },
  { name: 'mint', label: msg`Mint` },
  { name: 'coral', label: msg`Coral` },
];

export const avatarUrl = (name: string) => `/avatars/${name}.svg`;

/** The label of a bundled avatar URL, if it is one. */
export function avatarLabel(url: string | null | undefined): MessageDescriptor | undefined {
  return avatars.find((a) => avatarUrl(a.name) === url)?.label;
}
