import useSWR from 'swr';
import type { OutputOf } from '../../../../../shared/api/routes';
import { api } from '../../../lib/api-client';

export type HomeDashboard = OutputOf<'getHomeDashboard'>;
export type IncompleteTask = HomeDashboard['incompleteTasks'][number];

export const homeDashboardKey = ['getHomeDashboard'] as const;

/** The whole home page in one request (issue 8: one call, not six). */
export function useHomeDashboard() {
  return useSWR(homeDashboardKey, () => api.call('getHomeDashboard'));
}
