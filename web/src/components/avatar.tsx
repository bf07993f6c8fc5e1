/** A person's or team's photo, or their initials when there is none (decorative: the name is beside it). */
export function Avatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  if (photoURL) return <img src={photoURL} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {initials || '?'}
    </span>
  );
}

/**
 * The first letter or digit of the first two words that have one: "Zoë 🏀 Smith" → "ZS". Whole
 * characters, never half of an emoji's pair of code units.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((c): c is string => Boolean(c))
    .slice(0, 2)
    .map((c) => c.toUpperCase())
    .join('');
}
