import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { pointFrom, radiusFrom } from './point';

const boulder = { lat: 40.01, lng: -105.27, name: 'Boulder, CO' };

describe('where finding players looks', () => {
  it('prefers a point in the URL, named by place', () => {
    expect(pointFrom(new URLSearchParams('lat=45.5&lng=-122.6&place=Portland'), boulder)).toEqual({ lat: 45.5, lng: -122.6, name: 'Portland' });
  });

  it("falls back to the person's go-to city, then the default city", () => {
    expect(pointFrom(new URLSearchParams('lat=999&lng=1'), boulder)).toEqual(boulder);
    expect(pointFrom(new URLSearchParams(), null)).toEqual({ lat: DEFAULT_CITY.lat, lng: DEFAULT_CITY.lng, name: DEFAULT_CITY.name });
  });

  it('keeps the radius within 1–50 miles', () => {
    expect(radiusFrom(new URLSearchParams('radius=10'))).toBe(10);
    expect(radiusFrom(new URLSearchParams('radius=80'))).toBe(15);
    expect(radiusFrom(new URLSearchParams())).toBe(15);
  });
});
