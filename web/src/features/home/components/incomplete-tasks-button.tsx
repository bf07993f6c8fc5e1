import { BellDot, ChevronDown } from 'lucide-react';
import type { DeferredTriggerProps } from '@web/components/deferred-menu';
import { focusRing } from '@web/components/ui';
import { tasksLabel } from '../task-links';

/** The menu's button, the same before and after the menu has loaded. */
export const tasksButton = (count: number, props?: DeferredTriggerProps) => (
  <button
    type="button"
    {...props}
    className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 font-medium text-amber-900 hover:bg-amber-100 ${focusRing}`}
  >
    <BellDot aria-hidden="true" className="size-4" />
    {tasksLabel(count)}
    <ChevronDown aria-hidden="true" className="size-4" />
  </button>
);
