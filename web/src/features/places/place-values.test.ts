import { describe, expect, it } from 'vitest';
import { placeDto } from './fixtures';
import { directionsUrl, fieldOfIssue, placeFormSchema, pointText, toFormValues, toPlaceBody } from './place-values';

const place = placeDto();

describe('place form values', () => {
  it('starts empty for a new place', () => {
    expect(toFormValues()).toEqual({ name: '', address: '', lat: '', lng: '', gameTypes: [], description: '' });
  });

  it('round-trips a saved place through the form into the API body', () => {
    const values = toFormValues(place);
    expect(values).toMatchObject({ lat: '39.7296', lng: '-104.9573', gameTypes: ['Basketball', 'Pickleball'] });
    const parsed = placeFormSchema.parse(values);
    expect(toPlaceBody(parsed)).toEqual({
      name: place.name,
      address: place.address,
      lat: 39.7296,
      lng: -104.9573,
      gameTypes: ['Basketball', 'Pickleball'],
      description: 'Lights until 10 pm.',
    });
  });

  it('drops game types the list no longer has, so an old place can still be saved', () => {
    expect(toFormValues({ ...place, gameTypes: ['Basketball', 'Quidditch'] }).gameTypes).toEqual(['Basketball']);
  });

  it('names the coordinate that is missing, not a number or out of range', () => {
    const messagesFor = (lat: string, lng: string) => {
      const result = placeFormSchema.safeParse({ ...toFormValues(place), lat, lng });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(messagesFor('', '-104.9')).toEqual({ lat: 'Choose a city or enter the latitude' });
    expect(messagesFor('north', '-104.9')).toEqual({ lat: 'Latitude must be a number' });
    expect(messagesFor('39.7', '-190')).toEqual({ lng: 'Longitude must be between -180 and 180' });
  });

  it('keeps the shared rules for name and address', () => {
    const result = placeFormSchema.safeParse({ ...toFormValues(place), name: 'X', address: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Name must be at least 2 characters'],
      ['address', 'Address is required'],
    ]);
  });

  it('maps server issue paths to form fields', () => {
    expect(fieldOfIssue('lat')).toBe('lat');
    expect(fieldOfIssue('gameTypes.2')).toBe('gameTypes');
    expect(fieldOfIssue('creatorId')).toBeUndefined();
    expect(fieldOfIssue(undefined)).toBeUndefined();
  });

  it('writes a picked city point with six decimals at most', () => {
    expect(pointText({ lat: 39.73921234567, lng: -104.9903 })).toEqual({ lat: '39.739212', lng: '-104.9903' });
  });

  it('links directions to Google Maps at the place point', () => {
    expect(directionsUrl(place)).toBe('https://www.google.com/maps/dir/?api=1&destination=39.7296,-104.9573');
  });
});
