import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { messages } from '@shared/constants/messages';
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
        setFormError(messages.noWebsiteId);
        return;
      }
      void navigate(sitePaths.edit(draft.id), { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError && error.status >= 500 ? messages.websiteCreateFailed : error instanceof Error ? error.message : messages.websiteCreateFailed);
    }
  });
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8">
      <title>{`New website | ${PRODUCT_NAME}`}</title>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="new-site" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="new-site" className="text-2xl font-bold text-slate-900">
          New website
        </h1>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <TextField control={control} name="title" label="Site title" maxLength={80} autoComplete="off" hint="Usually your team's or community's name." />
        <button type="submit" className={`${primaryButton} self-start`} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? 'Creating…' : 'Create website'}
        </button>
      </form>
    </div>
  );
}
