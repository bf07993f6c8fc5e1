import { FamilyCalendarPage } from '@web/features/family/components/family-calendar-page';
import { requireUser } from '@web/lib/guards';

/** `/family/calendar` (login required): the household calendar. */
export const loader = requireUser;

export function Component() {
  return <FamilyCalendarPage />;
}
