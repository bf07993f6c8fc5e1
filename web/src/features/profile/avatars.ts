const names = ['sunny', 'ocean', 'forest', 'berry', 'sunset', 'slate', 'mint', 'coral'] as const;

/**
 * The bundled avatars, served from web/public/avatars (photoURL accepts `/avatars/<name>.svg`),
 * each labelled by its name capitalised ("Sunny").
 */
export const avatars = names.map((name) => ({ name, label: name.charAt(0).toUpperCase() + name.slice(1) }));

export const avatarUrl = (name: string) => `/avatars/${name}.svg`;

/** The label of a bundled avatar URL, if it is one. */
export function avatarLabel(url: string | null | undefined): string | undefined {
  return avatars.find((a) => avatarUrl(a.name) === url)?.label;
}
