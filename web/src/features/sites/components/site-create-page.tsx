import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { createSiteInput } from '@shared/schemas/site';
import { FormMessage, TextField } from '@web/components/form';
import { primaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { useApiMutation } from '@web/lib/use-api';
import { sitePaths } from '../site-paths';

const resolver = zodResolver(createSiteInput);

/** `site/build`: name the new site; its draft is created and the builder opens on it. */
export function SiteCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createSite = useApiMutation('createSite', { invalidates: ['listMySites'] });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<{ title: string }>({ resolver, defaultValues: { title: '' } });
  const onSubmit = handleSubmit(async ({ title }) => {
    setFormError(null);
    try {
      const draft = await createSite.trigger({ body: { title } });
      if (!draft.id) {
        setFormError(t`No website ID found`);
        return;
      }
      void navigate(sitePaths.edit(draft.id), { replace: true });
    } catch (error) {
      const failed = t`Error creating website`;
      setFormError(error instanceof ApiError && error.status >= 500 ? failed : error instanceof Error ? error.message : failed);
    }
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <title>{t`New website | ${PRODUCT_NAME}`}</title>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="new-site"
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="new-site" className="text-2xl font-bold text-slate-900">
          <Trans>New website</Trans>
        </h1>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <TextField
          control={control}
          name="title"
          label={t`Site title`}
          maxLength={80}
          autoComplete="off"
          hint={t`Usually your team's or community's name.`}
        />
        <button type="submit" className={`${primaryButton} self-start`} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t`Creating…` : t`Create website`}
        </button>
      </form>
    </div>
  );
}
