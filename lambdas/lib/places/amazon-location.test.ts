import type { SearchForTextResult, SearchPlaceIndexForTextCommandInput } from '@aws-sdk/client-location';
import { describe, expect, it } from 'vitest';
import { amazonLocationCitySearch, toCityResults } from './amazon-location';

const place = (
  municipality: string | undefined,
  region: string | undefined,
  point: number[],
  categories: string[] = ['MunicipalityType'],
): SearchForTextResult => ({
  Place: { Municipality: municipality, Region: region, Geometry: { Point: point }, Categories: categories },
});

describe('the Amazon Location adapter', () => {
  it('searches US places in English with room for dropped results', async () => {
    const sent: SearchPlaceIndexForTextCommandInput[] = [];
    const search = amazonLocationCitySearch('rally-cities', async (input) => {
      sent.push(input);
      return { Results: [place('Denver', 'Colorado', [-104.99, 39.74])], Summary: undefined, $metadata: {} };
    });
    expect(await search.search('denv', 5)).toEqual([{ name: 'Denver, CO', lat: 39.74, lng: -104.99 }]);
    expect(sent[0]).toEqual({
      IndexName: 'rally-cities',
      Text: 'denv',
      FilterCountries: ['USA'],
      MaxResults: 15,
      Language: 'en',
    });
  });

  it("maps results to 'City, ST' (state names or codes), towns first, each once", () => {
    const results = [
      place('Denver', 'Colorado', [-104.86, 39.85], ['PointOfInterestType']),
      place('Denver', 'Colorado', [-104.99, 39.74]),
      place('Denver', 'PA', [-76.14, 40.23]),
      place('Denver', 'Colorado', [-105.0, 39.7]),
    ];
    expect(toCityResults(results, 8)).toEqual([
      { name: 'Denver, CO', lat: 39.74, lng: -104.99 },
      { name: 'Denver, PA', lat: 40.23, lng: -76.14 },
    ]);
  });

  it('drops places without a town, a US state or a point, and honours the limit', () => {
    const results = [
      place(undefined, 'Colorado', [-105, 39]),
      place('Toronto', 'Ontario', [-79.38, 43.65]),
      place('Boulder', 'Colorado', []),
      place('Aurora', 'Colorado', [-104.83, 39.73]),
      place('Aurora', 'Illinois', [-88.32, 41.76]),
    ];
    expect(toCityResults(results, 1)).toEqual([{ name: 'Aurora, CO', lat: 39.73, lng: -104.83 }]);
  });
});
