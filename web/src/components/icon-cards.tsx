import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of small cards, each an icon, a title (h3) and a line of text: benefits, principles, features. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <h3 className="font-semibold text-slate-900">{title}</h3>
            <p className="text-sm text-slate-700">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
