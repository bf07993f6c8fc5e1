import { ulid } from 'ulid';
import type { PagedEventsDto } from '@shared/schemas/event';
import type { PartnerDto, PartnerInput, PartnerType } from '@shared/schemas/partner';
import { partners, type PartnerItem } from '../../data/admin';
import { places } from '../../data/places';
import { logger } from '../../lib/logger';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { listPlaceEvents } from '../places/place-events';

export const partnerMessages = {
  notFound: 'Partner not found',
  unknownPlace: 'Unknown place',
} as const;

/** Upcoming events listed on partner/events/{id}, at most. */
export const PARTNER_EVENTS_MAX = 30;

const epoch = new Date(0).toISOString();

export const toPartnerDto = (p: PartnerItem): PartnerDto => ({
  id: p.partnerId,
  name: p.name,
  ptype: p.ptype as PartnerType,
  tagline: p.tagline,
  description: p.description,
  city: p.city ?? '',
  website: p.website ?? '',
  preferred: p.preferred === true,
  offer: p.offer ?? '',
  placeIds: p.placeIds ?? [],
  createdAt: p.createdAt ?? epoch,
  updatedAt: p.updatedAt ?? p.createdAt ?? epoch,
});

/** partners/{ptype}: preferred partners first, then by name. */
export async function listPartners(ptype: PartnerType): Promise<{ items: PartnerDto[] }> {
  const found = await partners.ofType(ptype);
  const items = found
    .map(toPartnerDto)
    .sort((a, b) => Number(b.preferred) - Number(a.preferred) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items };
}

export async function getPartner(partnerId: string): Promise<PartnerDto> {
  const found = await partners.get(partnerId);
  if (!found) throw new NotFoundError(partnerMessages.notFound);
  return toPartnerDto(found);
}

/** partner/events/{id}: upcoming events at the partner's places, soonest first. */
export async function listPartnerEvents(partnerId: string, nowMs = Date.now()): Promise<PagedEventsDto> {
  const partner = await getPartner(partnerId);
  const lists = await Promise.all(
    partner.placeIds.map((placeId) =>
      listPlaceEvents(placeId, 'future', nowMs).catch((error: unknown) => {
        // A place deleted since the partner was saved: its events are simply gone.
        if (error instanceof NotFoundError) return { items: [] };
        throw error;
      }),
    ),
  );
  const seen = new Set<string>();
  const items = lists
    .flatMap((l) => l.items)
    .filter((e) => !seen.has(e.id) && seen.add(e.id))
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.id.localeCompare(b.id));
  return { items: items.slice(0, PARTNER_EVENTS_MAX), total: items.length, page: 1, hasMore: items.length > PARTNER_EVENTS_MAX };
}

/** Every place id must exist (400 naming the first unknown one). */
async function checkPlaces(placeIds: string[]) {
  const unique = [...new Set(placeIds)];
  const found = await Promise.all(unique.map((id) => places.get(id)));
  const missing = unique.findIndex((_, i) => !found[i]);
  if (missing >= 0) {
    throw new BadRequestError(partnerMessages.unknownPlace, [{ path: `placeIds.${placeIds.indexOf(unique[missing]!)}`, message: partnerMessages.unknownPlace }]);
  }
  return unique;
}

export async function createPartner(input: PartnerInput): Promise<PartnerDto> {
  const placeIds = await checkPlaces(input.placeIds);
  const saved = await partners.put(ulid(), { ...input, placeIds });
  logger.info('partner created', { partnerId: saved.partnerId });
  return toPartnerDto(saved);
}

export async function updatePartner(partnerId: string, input: PartnerInput): Promise<PartnerDto> {
  const existing = await partners.get(partnerId);
  if (!existing) throw new NotFoundError(partnerMessages.notFound);
  const placeIds = await checkPlaces(input.placeIds);
  const saved = await partners.put(partnerId, { ...input, placeIds }, existing.createdAt);
  logger.info('partner updated', { partnerId });
  return toPartnerDto(saved);
}

export async function deletePartner(partnerId: string): Promise<{ ok: true }> {
  if (!(await partners.get(partnerId))) throw new NotFoundError(partnerMessages.notFound);
  await partners.remove(partnerId);
  logger.info('partner deleted', { partnerId });
  return { ok: true };
}
