import type { OutputOf } from '../../../../../shared/api/routes';
import type { ActivitySubscription } from '../../../../../shared/schemas/activity-subscription';
import { api } from '../../../lib/api-client';

/** §7: activity subscriptions are saved as a user update with field activitySubscriptions (the whole list). */
export const updateActivitySubscriptions = (
  uid: string,
  activitySubscriptions: ActivitySubscription[],
): Promise<OutputOf<'updateActivitySubscriptions'>> =>
  api.call('updateActivitySubscriptions', { params: { uid }, body: { activitySubscriptions } });
