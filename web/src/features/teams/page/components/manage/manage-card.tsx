import type { ReactNode } from 'react';
import { TitledSection } from '@web/components/titled-section';

/** One card of the manage panel: a titled section. */
export function ManageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      level={3}
      titleClass="text-lg font-semibold text-slate-900"
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      {children}
    </TitledSection>
  );
}
