import { I18nProvider } from '@lingui/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { i18n } from '@web/lib/i18n';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** The language provider around a test's own wrapper (test/setup.ts puts it around every render). */
export function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}
