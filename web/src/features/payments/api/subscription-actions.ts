import type { RouteId } from '@shared/api/routes';
import type { SubscriptionDto } from '@shared/schemas/payments';
import { useApiMutation } from '@web/lib/use-api';

/** Every list that shows subscriptions: read again after a change or a cancellation. */
const showsSubscriptions: RouteId[] = ['listMySubscriptions', 'lookupSubscriptions', 'listHostSubscriptions'];

/** Change a subscription's plan (version-checked) or cancel it; the lists that show it follow. */
export function useSubscriptionActions() {
  const change = useApiMutation('changeSubscription', { invalidates: showsSubscriptions });
  const cancel = useApiMutation('cancelSubscription', { invalidates: showsSubscriptions });
  return {
    change: (s: SubscriptionDto, planId: string) => change.trigger({ params: { subscriptionId: s.id }, body: { planId, version: s.version } }),
    cancel: (s: SubscriptionDto) =>
      cancel.trigger({
        params: { subscriptionId: s.id },
        query: { type: s.kind === 'user' ? 'CHANGE_USER_SUBSCRIPTION' : 'CHANGE_TEAM_SUBSCRIPTION', platform: s.platform },
      }),
  };
}
