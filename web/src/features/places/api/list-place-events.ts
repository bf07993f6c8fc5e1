import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type PlaceEvents = OutputOf<'listPlaceEvents'>;

export const listPlaceEventsKey = (placeId: string) =>
  ['listPlaceEvents', { params: { placeId }, query: { pastFuture: 'future' } }] as const;

export const listPlaceEvents = (placeId: string): Promise<PlaceEvents> =>
  api.call('listPlaceEvents', { params: { placeId }, query: { pastFuture: 'future' } });

/** Upcoming public events held at a place, soonest first. */
export function usePlaceEvents(placeId: string) {
  return useSWR(listPlaceEventsKey(placeId), ([, args]) => listPlaceEvents(args.params.placeId));
}
