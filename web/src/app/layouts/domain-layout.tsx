import { Trans } from '@lingui/react/macro';
import useSWR from 'swr';
import { PRODUCT_NAME } from '@shared/constants/product';
import { loadConfig } from '@web/config';
import { appOriginOf } from '../host';
import { PageFrame } from './page-frame';

/** The product's origin, for links that leave a custom domain for the product. */
export function useAppOrigin(): string {
  const { data } = useSWR('config:app-origin', async () => appOriginOf(window.location, await loadConfig()), { revalidateOnFocus: false });
  return data ?? '';
}

/** A team's custom domain: no product header (the site has its own), a small "made with" footer. */
export function DomainLayout() {
  const appOrigin = useAppOrigin();
  return (
    <PageFrame
      footer={
        <p className="mx-auto max-w-4xl px-4 py-4 text-sm text-slate-600">
          <Trans>
            Made with{' '}
            <a href={appOrigin || '/'} className="font-medium text-brand-700 underline underline-offset-4">
              {PRODUCT_NAME}
            </a>
          </Trans>
        </p>
      }
    />
  );
}
