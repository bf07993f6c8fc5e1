import { Trans } from '@lingui/react/macro';
import { CalendarPlus, ChevronDown } from 'lucide-react';
import type { DeferredTriggerProps } from '@web/components/deferred-menu';
import { secondaryButton } from '@web/components/ui';

/** The menu's button, the same before and after the menu has loaded. */
export const calendarButton = (props?: DeferredTriggerProps) => (
  <button type="button" {...props} className={secondaryButton}>
    <CalendarPlus aria-hidden="true" className="size-4" />
    <Trans>Add to calendar</Trans>
    <ChevronDown aria-hidden="true" className="size-4" />
  </button>
);
