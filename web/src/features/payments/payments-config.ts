import useSWR from 'swr';
import type { Platform } from '@shared/constants/payments';
import { loadConfig } from '@web/config';

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
