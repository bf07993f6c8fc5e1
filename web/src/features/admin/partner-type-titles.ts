import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartnerType } from '@shared/schemas/partner';

/** Each partner type's title (shared/schemas/partner's `partnerTypeLabels`), and the panel's empty list, in the app's language. */
export const partnerTypeTitles: Record<PartnerType, { title: MessageDescriptor; none: MessageDescriptor }> = {
  venues: { title: msg`Venue partners`, none: msg`No venue partners yet.` },
  brands: { title: msg`Brand partners`, none: msg`No brand partners yet.` },
  leagues: { title: msg`League partners`, none: msg`No league partners yet.` },
  clubs: { title: msg`Club partners`, none: msg`No club partners yet.` },
  coaches: { title: msg`Coaching partners`, none: msg`No coaching partners yet.` },
};
