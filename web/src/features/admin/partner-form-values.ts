import * as z from 'zod';
import { partnerInput, type PartnerInput } from '@shared/schemas/partner';

/**
 * The partner form: the API's own schema, with places typed as links or ids. An admin pastes a
 * place's page address (…/places/view/{id}) or its id, separated by commas or new lines.
 */
export const partnerFormSchema = partnerInput.omit({ placeIds: true }).extend({ places: z.string().max(2000) });
export type PartnerFormValues = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;

export function placeIdsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => /\/places\/view\/([^/?#]+)/.exec(part)?.[1] ?? part),
    ),
  ].map((id) => decodeURIComponent(id));
}

export const toPartnerBody = ({ places, ...rest }: PartnerFormOutput): PartnerInput => ({ ...rest, placeIds: placeIdsOf(places) });

export const toPartnerFormValues = (p?: PartnerInput): PartnerFormValues => ({
  name: p?.name ?? '',
  ptype: p?.ptype ?? 'venues',
  tagline: p?.tagline ?? '',
  description: p?.description ?? '',
  city: p?.city ?? '',
  website: p?.website ?? '',
  preferred: p?.preferred ?? false,
  offer: p?.offer ?? '',
  places: (p?.placeIds ?? []).join(', '),
});

/** Where a server issue goes on the form (placeIds.N lands on the places field). */
export function fieldOfPartnerIssue(path: string): keyof PartnerFormValues | undefined {
  if (path.startsWith('placeIds')) return 'places';
  const known: Array<keyof PartnerFormValues> = ['name', 'ptype', 'tagline', 'description', 'city', 'website', 'preferred', 'offer'];
  return known.find((k) => k === path);
}
