import { describe, expect, it } from 'vitest';
import { paymentMessages, subscriptionKindLabels, subscriptionKinds } from '@shared/constants/payments';
import { activateLocale, i18n } from '@web/lib/i18n';
import { paymentTexts, statusText, subscriptionKindTexts } from './payment-texts';

describe('payment messages in the catalogue', () => {
  it('says every shown payment message in English word for word as the spec does', async () => {
    await activateLocale('en');
    for (const [key, text] of Object.entries(paymentTexts)) {
      expect(i18n._(text)).toBe(paymentMessages[key as keyof typeof paymentMessages]);
    }
    for (const kind of subscriptionKinds) expect(i18n._(subscriptionKindTexts[kind])).toBe(subscriptionKindLabels[kind]);
  });

  it('says them in Spanish when Spanish is chosen, and an unknown Stripe status as it came', async () => {
    await activateLocale('es');
    try {
      expect(i18n._(paymentTexts.noActiveSubscription)).toBe('No se encontró ninguna suscripción activa.');
      expect(statusText('past_due')).toBe('pago atrasado');
      expect(statusText('requires_action')).toBe('requires_action');
    } finally {
      await activateLocale('en');
    }
  });
});
