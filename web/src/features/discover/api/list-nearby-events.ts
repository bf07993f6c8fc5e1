import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api, type CallArgs } from '../../../lib/api-client';

export type NearbyEventsQuery = CallArgs<'listNearbyEvents'>['query'];
export type NearbyEvents = OutputOf<'listNearbyEvents'>;

/** SWR key: the route id plus its arguments, so keys never collide across calls. */
export const listNearbyEventsKey = (query: NearbyEventsQuery) => ['listNearbyEvents', { query }] as const;

export const listNearbyEvents = (query: NearbyEventsQuery): Promise<NearbyEvents> => api.call('listNearbyEvents', { query });

/** Upcoming public events around a point. Keeps showing the previous results while a new radius loads. */
export function useNearbyEvents(query: NearbyEventsQuery) {
  return useSWR(listNearbyEventsKey(query), ([, args]) => listNearbyEvents(args.query), {
    keepPreviousData: true,
  });
}
