/** The bundled avatars, served from web/public/avatars (photoURL accepts `/avatars/<name>.svg`). */
export const avatars = [
  { name: 'sunny', label: 'Sunny' },
  { name: 'ocean', label: 'Ocean' },
  { name: 'forest', label: 'Forest' },
  { name: 'berry', label: 'Berry' },
  { name: 'sunset', label: 'Sunset' },
  { name: 'slate', label: 'Slate' },
  { name: 'mint', label: 'Mint' },
  { name: 'coral', label: 'Coral' },
] as const;

export const avatarUrl = (name: string) => `/avatars/${name}.svg`;

/** The label of a bundled avatar URL, if it is one. */
export function avatarLabel(url: string | null | undefined): string | undefined {
  return avatars.find((a) => avatarUrl(a.name) === url)?.label;
}
