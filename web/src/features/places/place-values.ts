import * as z from 'zod';
import { placeInput, type PlaceDto as Place, type PlaceInput } from '@shared/schemas/place';

const coordinate = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Choose a city or enter the ${label.toLowerCase()}`)
    .transform(Number)
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .min(min, `${label} must be between ${min} and ${max}`)
        .max(max, `${label} must be between ${min} and ${max}`),
    );

/**
 * The place form: the shared `placeInput` (what the places Lambda validates), with latitude and
 * longitude typed as text in the form and turned into numbers on the way out.
 */
export const placeFormSchema = placeInput.extend({
  lat: coordinate('Latitude', -90, 90),
  lng: coordinate('Longitude', -180, 180),
});

export type PlaceFormValues = z.input<typeof placeFormSchema>;
export type PlaceFormOutput = z.output<typeof placeFormSchema>;

export const placeFields = ['name', 'address', 'lat', 'lng', 'gameTypes', 'description'] as const;
export type PlaceField = (typeof placeFields)[number];

/** Six decimals is about 10 cm: more than any map needs, and short to read. */
const coordinateText = (value: number) => String(Math.round(value * 1e6) / 1e6);

export function toFormValues(place?: Place): PlaceFormValues {
  if (!place) return { name: '', address: '', lat: '', lng: '', gameTypes: [], description: '' };
  return {
    name: place.name,
    address: place.address,
    lat: coordinateText(place.lat),
    lng: coordinateText(place.lng),
    gameTypes: placeInput.shape.gameTypes.parse(place.gameTypes.filter((g) => placeInput.shape.gameTypes.safeParse([g]).success)),
    description: place.description,
  };
}

export function toPlaceBody(values: PlaceFormOutput): PlaceInput {
  return {
    name: values.name,
    address: values.address,
    lat: values.lat,
    lng: values.lng,
    gameTypes: values.gameTypes,
    description: values.description,
  };
}

export function pointText(point: { lat: number; lng: number }): { lat: string; lng: string } {
  return { lat: coordinateText(point.lat), lng: coordinateText(point.lng) };
}

/** The form field a server issue belongs to ('gameTypes.2' → gameTypes); undefined for the form as a whole. */
export function fieldOfIssue(path: string | undefined): PlaceField | undefined {
  const head = path?.split('.')[0];
  return (placeFields as readonly string[]).includes(head ?? '') ? (head as PlaceField) : undefined;
}

/** Google Maps directions to a point (opens the app on phones). */
export function directionsUrl(place: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`;
}
