import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { BodyInputOf, OutputOf } from '../../../../shared/api/routes';
import type { Platform } from '../../../../shared/constants/payments';
import { api } from '../../lib/api-client';
import { loadConfig } from '../../config';

export type Plan = OutputOf<'listPlans'>['items'][number];
export type PayoutAccount = OutputOf<'getPayoutAccount'>;
export type Subscription = OutputOf<'listMySubscriptions'>['items'][number];
export type Invoice = OutputOf<'listInvoices'>['items'][number];
export type Transaction = OutputOf<'listTransactions'>['items'][number];
export type ConnectInput = BodyInputOf<'connectPayoutAccount'>;
export type SubscribeInput = BodyInputOf<'createSubscription'>;

export interface PaymentsConfig {
  platform: Platform;
  /** production when the deployment's Stripe key is live (§7 `environment`). */
  environment: 'production' | 'development';
  /** The customer portal login link, or null when the deployment has none. */
  billingPortalUrl: string | null;
}

/** The platform and Stripe mode of this deployment, from /config.json. */
export function usePaymentsConfig(): PaymentsConfig | undefined {
  const { data } = useSWR(
    'config:payments',
    async (): Promise<PaymentsConfig> => {
      const config = await loadConfig();
      return {
        platform: config.platform ?? 'gth',
        environment: config.payments?.live ? 'production' : 'development',
        billingPortalUrl: config.payments?.billingPortalUrl || null,
      };
    },
    { revalidateOnFocus: false },
  );
  return data;
}

export function usePlans(kind: 'team' | 'user', platform: Platform | undefined) {
  return useSWR(platform ? ['listPlans', kind, platform] : null, () => api.call('listPlans', { query: { kind, platform: platform! } }), {
    revalidateOnFocus: false,
  });
}

export const PAYOUT_ACCOUNT_KEY = 'getPayoutAccount';
export const usePayoutAccount = () => useSWR(PAYOUT_ACCOUNT_KEY, () => api.call('getPayoutAccount'));
export const connectPayoutAccount = (body: ConnectInput) => api.call('connectPayoutAccount', { body });
export const exchangeConnectCode = (code: string, state: string) => api.call('exchangeConnectCode', { body: { code, state } });
export const unlinkPayoutAccount = () => api.call('unlinkPayoutAccount');

export const MY_SUBSCRIPTIONS_KEY = 'listMySubscriptions';
export const useMySubscriptions = (enabled = true) => useSWR(enabled ? MY_SUBSCRIPTIONS_KEY : null, () => api.call('listMySubscriptions'));
export const useHostSubscriptions = (hostId: string) =>
  useSWR(['listHostSubscriptions', hostId], () => api.call('listHostSubscriptions', { params: { hostId } }));

/** §7 lookups by e-mail; a failed lookup is an empty list (§8 "subscription list fetch errors give an empty list"). */
export function useSubscriptionLookup(kind: 'community' | 'member-plus') {
  return useSWR(['lookupSubscriptions', kind], async () => {
    try {
      return await api.call('lookupSubscriptions', { query: { kind } });
    } catch {
      return { items: [] };
    }
  });
}

export const useProduct = (productId: string | null) =>
  useSWR(productId ? ['getProduct', productId] : null, () => api.call('getProduct', { params: { productId: productId! } }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

export const startSubscription = (body: SubscribeInput) => api.call('createSubscription', { body });

/** Change or cancel, then refresh every list that shows subscriptions. */
export function useSubscriptionActions() {
  const { mutate } = useSWRConfig();
  const refresh = () =>
    mutate((key) => key === MY_SUBSCRIPTIONS_KEY || (Array.isArray(key) && (key[0] === 'lookupSubscriptions' || key[0] === 'listHostSubscriptions')));
  return {
    change: async (s: Subscription, planId: string) => {
      const saved = await api.call('changeSubscription', { params: { subscriptionId: s.id }, body: { planId, version: s.version } });
      await refresh();
      return saved;
    },
    cancel: async (s: Subscription) => {
      const saved = await api.call('cancelSubscription', {
        params: { subscriptionId: s.id },
        query: { type: s.kind === 'user' ? 'CHANGE_USER_SUBSCRIPTION' : 'CHANGE_TEAM_SUBSCRIPTION', platform: s.platform },
      });
      await refresh();
      return saved;
    },
  };
}

export function useInvoices() {
  return useSWRInfinite(
    (index, previous: OutputOf<'listInvoices'> | null) => {
      if (previous && !previous.next) return null;
      return ['listInvoices', index > 0 && previous?.next ? previous.next : ''] as const;
    },
    ([, after]) => api.call('listInvoices', { query: after ? { after } : {} }),
  );
}

export const useTransactions = () => useSWR('listTransactions', () => api.call('listTransactions'));

/** Teams the person owns or administers: the ones they may buy a team plan for. */
export function useManagedTeams(uid: string | undefined) {
  return useSWR(uid ? ['listUserTeams', { params: { uid } }] : null, async () => {
    const { items } = await api.call('listUserTeams', { params: { uid: uid! } });
    return items.filter((t) => t.role === 'owner' || t.role === 'admin');
  });
}

/** The signed-in person's uid and e-mail (pricing pages are public, so this asks only when signed in). */
export function useMyAccount(signedIn: boolean | undefined) {
  return useSWR(signedIn ? 'payments:me' : null, async () => {
    const me = await api.call('getMe');
    return { uid: me.uid, email: me.email };
  });
}
