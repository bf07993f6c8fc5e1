import * as z from 'zod';
import { idParam } from './common';

/** Partners (issue 13: partners/{ptype}, partner/preferred/{id}, partner/events/{id}): data in the table, edited by admins. */
export const partnerTypes = ['venues', 'brands', 'leagues', 'clubs', 'coaches'] as const;
export type PartnerType = (typeof partnerTypes)[number];

export const partnerTypeLabels: Record<PartnerType, { title: string; blurb: string }> = {
  venues: { title: 'Venue partners', blurb: 'Courts, fields and gyms that host Rally games.' },
  brands: { title: 'Brand partners', blurb: 'Gear and apparel makers with offers for Rally players.' },
  leagues: { title: 'League partners', blurb: 'Leagues that run their seasons and sign-ups on Rally.' },
  clubs: { title: 'Club partners', blurb: 'Clubs that welcome Rally players to their sessions.' },
  coaches: { title: 'Coaching partners', blurb: 'Coaches and academies who teach Rally players.' },
};

const httpsUrl = z
  .string()
  .trim()
  .max(300, 'At most 300 characters')
  .regex(/^https:\/\/[^\s]+\.[^\s]+$/i, 'Enter a web address starting with https://');

export const partnerInput = z.object({
  name: z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
  ptype: z.enum(partnerTypes, { error: 'Choose a partner type' }),
  tagline: z.string().trim().min(1, 'Tagline is required').max(140, 'Tagline must be at most 140 characters'),
  description: z.string().trim().min(1, 'Description is required').max(3000, 'Description must be at most 3000 characters'),
  city: z.string().trim().max(100, 'City must be at most 100 characters').default(''),
  website: z.union([httpsUrl, z.literal('')]).default(''),
  /** Preferred partners get a page at partner/preferred/{id} with their member offer, and are listed first. */
  preferred: z.boolean().default(false),
  offer: z.string().trim().max(300, 'Offer must be at most 300 characters').default(''),
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
