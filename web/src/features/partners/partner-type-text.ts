import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PartnerType } from '@shared/schemas/partner';

/** Each partner type's title and blurb (shared/schemas/partner's `partnerTypeLabels`) and its empty list, in the app's language. */
export const partnerTypeText: Record<
  PartnerType,
  { title: MessageDescriptor; blurb: MessageDescriptor; none: MessageDescriptor }
> = {
  venues: {
    title: msg`Venue partners`,
    blurb: msg`Courts, fields and gyms that host Rally games.`,
    none: msg`No venue partners yet.`,
  },
  brands: {
    title: msg`Brand partners`,
    blurb: msg`Gear and apparel makers with offers for Rally players.`,
    none: msg`No brand partners yet.`,
  },
  leagues: {
    title: msg`League partners`,
    blurb: msg`Leagues that run their seasons and sign-ups on Rally.`,
    none: msg`No league partners yet.`,
  },
  clubs: {
    title: msg`Club partners`,
    blurb: msg`Clubs that welcome Rally players to their sessions.`,
    none: msg`No club partners yet.`,
  },
  coaches: {
    title: msg`Coaching partners`,
    blurb: msg`Coaches and academies who teach Rally players.`,
    none: msg`No coaching partners yet.`,
  },
};
