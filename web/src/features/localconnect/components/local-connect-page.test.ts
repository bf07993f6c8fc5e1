import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY } from '@shared/constants/limits';
import { cityFrom } from './local-connect-page';

describe('cityFrom', () => {
  it('reads a city from the URL', () => {
    expect(cityFrom(new URLSearchParams('place=Boulder%2C+CO&lat=40.015&lng=-105.27'))).toEqual({ name: 'Boulder, CO', lat: 40.015, lng: -105.27 });
  });

  it.each(['', 'place=X', 'place=X&lat=abc&lng=1', 'place=X&lat=95&lng=1', 'place=+&lat=1&lng=1'])('falls back to Denver for %j', (query) => {
    expect(cityFrom(new URLSearchParams(query))).toEqual(DEFAULT_CITY);
  });
});
