/** Short values shown as pills (a place's game types, a person's games), named by `label`. */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
