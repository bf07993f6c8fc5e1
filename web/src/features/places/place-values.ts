import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import * as z from 'zod';
import { placeInput, type PlaceDto as Place, type PlaceInput } from '@shared/schemas/place';
import { i18n } from '@web/lib/i18n';

interface CoordinateMessages {
  missing: MessageDescriptor;
  notNumber: MessageDescriptor;
  outOfRange: MessageDescriptor;
}

// Messages are functions so they are worded in the language active when the form is checked.
const coordinate = (messages: CoordinateMessages, min: number, max: number) => {
  const outOfRange = () => i18n._(messages.outOfRange);
  return z
    .string()
    .trim()
    .min(1, { error: () => i18n._(messages.missing) })
    .transform(Number)
    .pipe(
      z
        .number({ error: () => i18n._(messages.notNumber) })
        .min(min, { error: outOfRange })
        .max(max, { error: outOfRange }),
    );
};

const latitudeMin = -90;
const latitudeMax = 90;
const longitudeMin = -180;
const longitudeMax = 180;

/**
 * The place form: the shared `placeInput` (what the places Lambda validates), with latitude and
 * longitude typed as text in the form and turned into numbers on the way out.
 */
export const placeFormSchema = placeInput.extend({
  lat: coordinate(
    {
      missing: msg`Choose a city or enter the latitude`,
      notNumber: msg`Latitude must be a number`,
      outOfRange: msg`Latitude must be between ${latitudeMin} and ${latitudeMax}`,
    },
    latitudeMin,
    latitudeMax,
  ),
  lng: coordinate(
    {
      missing: msg`Choose a city or enter the longitude`,
      notNumber: msg`Longitude must be a number`,
      outOfRange: msg`Longitude must be between ${longitudeMin} and ${longitudeMax}`,
    },
    longitudeMin,
    longitudeMax,
  ),
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
