import type { ReactNode } from 'react';
import { TitledSection } from '@web/components/titled-section';

/** A titled card on the home page; `action` is a link beside the title (see all, change). */
export function HomeSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      titleClass="text-lg font-semibold text-slate-900"
      // The title row stands even without an action, so every card's title sits alike.
      action={action ?? null}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {children}
    </TitledSection>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}
