import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { themePreferences, type ThemePreference } from '@shared/constants/theme';
import { readThemePreference, saveThemePreference } from '@web/lib/theme';

const labels: Record<ThemePreference, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  system: { label: msg`System`, hint: msg`Match this device’s light or dark setting` },
  light: { label: msg`Light`, hint: msg`Dark text on a light background` },
  dark: { label: msg`Dark`, hint: msg`Light text on a dark background` },
};

/**
 * Settings: the colour theme on this device. It applies as soon as it is picked and is kept in this
 * browser only, so each device can have its own.
 */
export function AppearanceCard() {
  const { t } = useLingui();
  const id = useId();
  const [preference, setPreference] = useState<ThemePreference>(readThemePreference);
  const choose = (next: ThemePreference) => {
    setPreference(next);
    saveThemePreference(next);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        <Trans>Appearance</Trans>
      </h3>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Theme</Trans>
        </legend>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          <Trans>Saved on this device only.</Trans>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {themePreferences.map((value) => (
            <label
              key={value}
              className="flex min-h-11 flex-1 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={value}
                checked={preference === value}
                onChange={() => choose(value)}
                aria-labelledby={`${id}-${value}-label`}
                aria-describedby={`${id}-${value}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="flex flex-col">
                <span id={`${id}-${value}-label`} className="font-medium text-slate-900">
                  {t(labels[value].label)}
                </span>
                <span id={`${id}-${value}-hint`} className="text-sm text-slate-600">
                  {t(labels[value].hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
