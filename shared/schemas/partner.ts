import * as z from 'zod';
import { multiLineText, singleLineText, userLink } from './text';
import { idParam } from './common';

/** Partners (partners/{ptype}, partner/preferred/{id}, partner/events/{id}): data in the table, edited by admins. */
export const partnerTypes = ['venues', 'brands', 'leagues', 'clubs', 'coaches'] as const;
export type PartnerType = (typeof partnerTypes)[number];

export const partnerTypeLabels: Record<PartnerType, { title: string; blurb: string }> = {
  venues: { title: 'Venue partners', blurb: 'Courts, fields and gyms that host Rally games.' },
  brands: { title: 'Brand partners', blurb: 'Gear and apparel makers with offers for Rally players.' },
  leagues: { title: 'League partners', blurb: 'Leagues that run their seasons and sign-ups on Rally.' },
  clubs: { title: 'Club partners', blurb: 'Clubs that welcome Rally players to their sessions.' },
  coaches: { title: 'Coaching partners', blurb: 'Coaches and academies who teach Rally players.' },
};

const httpsUrl = userLink({ httpsOnly: true, max: 300, message: 'Enter a web address starting with https://' });

export const partnerInput = z.object({
  name: singleLineText(100, {
    min: 2,
    minMessage: 'Name must be at least 2 characters',
    maxMessage: 'Name must be at most 100 characters',
  }),
  ptype: z.enum(partnerTypes, { error: 'Choose a partner type' }),
  tagline: singleLineText(140, {
    min: 1,
    minMessage: 'Tagline is required',
    maxMessage: 'Tagline must be at most 140 characters',
  }),
  description: multiLineText(3000, {
    min: 1,
    minMessage: 'Description is required',
    maxMessage: 'Description must be at most 3000 characters',
  }),
  city: singleLineText(100, { maxMessage: 'City must be at most 100 characters' }).default(''),
  website: z.union([httpsUrl, z.literal('')]).default(''),
  /** Preferred partners get a page at partner/preferred/{id} with their member offer, and are listed first. */
  preferred: z.boolean().default(false),
  offer: multiLineText(300, { maxMessage: 'Offer must be at most 300 characters' }).default(''),
  /** Places (ids) where the partner hosts: partner/events/{id} lists their upcoming events. */
  placeIds: z.array(idParam).max(20, 'At most 20 places').default([]),
});
export type PartnerInput = z.infer<typeof partnerInput>;

export const partnerDto = partnerInput.extend({
  id: z.string(),
  ptype: z.enum(partnerTypes),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerDto = z.infer<typeof partnerDto>;

export const partnerParams = z.object({ partnerId: idParam });
export const partnersQuery = z.object({ type: z.enum(partnerTypes, { error: 'Unknown partner type' }) });
export const partnersDto = z.object({ items: z.array(partnerDto) });
