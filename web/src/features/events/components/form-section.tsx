import type { ReactNode } from 'react';
import { TitledSection } from '@web/components/titled-section';

/** One titled card of the event form, its fields in two columns from sm up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      titleClass="text-lg font-semibold text-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </TitledSection>
  );
}
