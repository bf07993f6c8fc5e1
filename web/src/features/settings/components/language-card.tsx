import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { limits } from '@shared/constants/limits';
import { PRODUCT_NAME } from '@shared/constants/product';
import { isLocale, localeNames, locales, type Locale } from '@shared/constants/locales';
import { inputClass, labelClass } from '@web/components/ui';
import { activateLocale, currentLocale, rememberLocale } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useApiMutation } from '@web/lib/use-api';

/**
 * Settings: the language of the app, and of the e-mails and pushes sent to this person. The screen
 * switches at once; the profile keeps the choice for other devices and for the mailer.
 */
export function LanguageCard({ uid, onSaved }: { uid: string; onSaved?: () => void }) {
  const id = useId();
  const { t } = useLingui();
  const save = useApiMutation('updateLocale');

  const choose = async (locale: Locale) => {
    const before = currentLocale();
    rememberLocale(locale);
    await activateLocale(locale);
    try {
      await save.trigger({ params: { uid }, body: { locale } });
      onSaved?.();
    } catch {
      rememberLocale(before);
      await activateLocale(before);
      toast.error(t`Your language could not be saved. Please try again.`, { duration: limits.snackbarMs.long });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Language</Trans>
      </h3>
      <p className="text-sm text-slate-600">
        <Trans>The language of {PRODUCT_NAME} on every device you sign in on, and of the e-mails and notifications we send you.</Trans>
      </p>
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={`${id}-select`} className={labelClass}>
          <Trans>Language</Trans>
        </label>
        <select
          id={`${id}-select`}
          className={inputClass}
          value={currentLocale()}
          disabled={save.isMutating}
          onChange={(event) => {
            if (isLocale(event.target.value)) void choose(event.target.value);
          }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeNames[locale]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
