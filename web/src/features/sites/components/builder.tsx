import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { SiteContent, SiteContentInput } from '@shared/schemas/site';
import { loadConfig } from '@web/config';
import { ApiError } from '@web/lib/api-error';
import { toast } from '@web/lib/toast';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import { useUnsavedChanges } from '@web/components/unsaved-changes';
import type { Site } from '../api/use-published-site';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from '../history';
import { domainContextOf, firstPageWithError, flatErrors, fromServer, siteResolver } from '../builder-state';
import { sitePaths } from '../site-paths';
import { BuilderHeader } from './builder-header';
import { PageEditor } from './page-editor';
import { SiteDangerZone } from './site-danger-zone';
import { SitePageView } from './site-page-view';
import { SiteSettings } from './site-settings';

const contentOf = (site: Site): SiteContentInput => ({
  title: site.title,
  pages: site.pages,
  settings: site.settings,
  domain: site.domain,
  teamId: site.teamId,
});

const resolver = siteResolver(async () => domainContextOf(await loadConfig()));
const change = { shouldDirty: true } as const;
const historyPauseMs = 400;
/** Whether the form holds an edit the history has not recorded yet (undo can step back from it). */
const canRecord = (history: History<SiteContentInput>, content: SiteContentInput) => record(history, content) !== history;

/** The builder of a loaded draft: its content as edited, saving, publishing and the preview. */
export function Builder({ draft }: { draft: Site }) {
  const { mutate } = useSWRConfig();
  // Whether the custom domain shows the site depends on what is saved and published: its proof
  // panel asks again after each.
  const saveDraft = useApiMutation('saveSiteDraft', { invalidates: ['getSiteDomainStatus'] });
  const publishSite = useApiMutation('publishSite', { invalidates: ['getSiteDomainStatus'] });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = useForm<SiteContentInput, unknown, SiteContent>({ resolver, defaultValues: contentOf(draft) });
  const content = useWatch({ control }) as SiteContentInput;
  const [version, setVersion] = useState(draft.version);
  const [publishedAt, setPublishedAt] = useState(draft.publishedAt);
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useLingui();
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [preview, setPreview] = useState(false);
  const [history, setHistory] = useState<History<SiteContentInput>>(() => startHistory(contentOf(draft)));

  // A state joins the history once the edits pause, so typing a word is one step, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setHistory((h) => record(h, structuredClone(getValues()))), historyPauseMs);
    return () => clearTimeout(timer);
  }, [content, getValues]);

  /** Undo or redo: an edit not yet recorded is recorded first, so the step undoes it. */
  const step = (how: typeof undo) => {
    const next = how(record(history, structuredClone(getValues())));
    setHistory(next);
    for (const key of Object.keys(next.present) as Array<keyof SiteContentInput>)
      setValue(key, structuredClone(next.present[key]), change);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    step(event.shiftKey ? redo : undo);
  };

  // Leaving the page or the tab with unsaved changes asks first.
  const { prompt: unsaved, letGo } = useUnsavedChanges(isDirty);

  const pages = content.pages;
  const pi = Math.min(pageIndex, pages.length - 1);

  const showServerIssues = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const [path, message] of Object.entries(fromServer(error.issues)))
      setError(path as FieldPath<SiteContentInput>, { message });
  };

  const send = async (checked: SiteContent): Promise<number | null> => {
    try {
      const saved = await saveDraft.trigger({ params: { siteId: draft.id }, body: { version, content: checked } });
      // The domain as stored (an international name in its xn-- form, which DNS uses); what was
      // saved is the new starting point, with no errors.
      reset({ ...getValues(), domain: saved.domain });
      setVersion(saved.version);
      await mutate(apiKey('getSiteDraft', { params: { siteId: draft.id } }), saved, { revalidate: false });
      return saved.version;
    } catch (error) {
      showServerIssues(error);
      setFormError(error instanceof Error ? error.message : t`The website could not be saved. Please try again.`);
      return null;
    }
  };

  /** Save; resolves to the saved version, or null when it failed (errors shown). */
  const save = () =>
    new Promise<number | null>((resolve) => {
      setFormError(null);
      const invalid = (found: FieldErrors<SiteContentInput>) => {
        const first = firstPageWithError(flatErrors(found));
        if (first >= 0) setPageIndex(first);
        setFormError(t`Some fields need attention: see the messages below.`);
        resolve(null);
      };
      void handleSubmit(async (checked) => resolve(await send(checked)), invalid)();
    });

  const onSave = async () => {
    setBusy('save');
    if ((await save()) !== null) toast.success(t`Draft saved`);
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy('publish');
    const saved = isDirty ? await save() : version;
    if (saved !== null) {
      try {
        const published = await publishSite.trigger({ params: { siteId: draft.id }, body: { version: saved } });
        setPublishedAt(published.publishedAt);
        await mutate(apiKey('getSite', { params: { siteId: draft.id } }), published, { revalidate: false });
        toast.success(t`Website published`);
      } catch (error) {
        showServerIssues(error);
        setFormError(error instanceof Error ? error.message : t`The website could not be published. Please try again.`);
      }
    }
    setBusy(null);
  };

  const siteName = content.title || t`website`;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8" onKeyDown={onKeyDown}>
      <title>{t`Edit ${siteName} | ${PRODUCT_NAME}`}</title>
      <BuilderHeader
        siteId={draft.id}
        title={content.title}
        dirty={isDirty}
        publishedAt={publishedAt}
        busy={busy}
        preview={preview}
        formError={formError}
        onSave={() => void onSave()}
        onPublish={() => void onPublish()}
        onPreview={setPreview}
        onUndo={canUndo(history) || canRecord(history, content) ? () => step(undo) : undefined}
        onRedo={canRedo(history) ? () => step(redo) : undefined}
      />

      {preview ? (
        <section
          aria-label={t`Preview`}
          className="overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-slate-50"
        >
          <SitePageView
            site={{
              title: content.title,
              pages: pages as Site['pages'],
              settings: content.settings as Site['settings'],
              teamId: content.teamId ?? '',
            }}
            page={pages[pi]! as Site['pages'][number]}
            appOrigin=""
            pageHref={() => sitePaths.edit(draft.id)}
            headingLevel={2}
          />
        </section>
      ) : (
        <>
          <SiteSettings control={control} siteId={draft.id} savedDomain={draft.domain} />
          <PageEditor
            control={control}
            pages={pages}
            pageIndex={pi}
            errors={flatErrors(errors)}
            onPages={(next) => setValue('pages', next, change)}
            onPageIndex={setPageIndex}
          />
          <SiteDangerZone
            siteId={draft.id}
            title={content.title}
            publishedAt={publishedAt}
            onDiscarded={(fresh) => {
              if (fresh) {
                reset(contentOf(fresh));
                // The content was replaced from the server: earlier states belong to the discarded draft.
                setHistory(startHistory(contentOf(fresh)));
                setVersion(fresh.version);
                setPublishedAt(fresh.publishedAt);
              } else {
                reset(getValues());
              }
              setPageIndex(0);
            }}
            onDeleted={() => {
              // The site is gone: the move to the list of sites is not asked about.
              letGo();
              reset(getValues());
            }}
          />
        </>
      )}
      {unsaved}
    </div>
  );
}
