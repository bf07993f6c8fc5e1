/** A person's or team's photo, or their initials when there is none (decorative: the name is beside it). */
export function Avatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  if (photoURL) return <img src={photoURL} alt="" className="size-9 shrink-0 rounded-full object-cover" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {initials || '?'}
    </span>
  );
}
