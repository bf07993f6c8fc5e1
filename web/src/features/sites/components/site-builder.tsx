import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { messages } from '../../../../../shared/constants/messages';
import { PRODUCT_NAME } from '../../../../../shared/constants/product';
import { siteBlockTypes, siteLimits, type SiteBlock, type SiteContentInput } from '../../../../../shared/schemas/site';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loadConfig } from '../../../config';
import { FormMessage } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { deleteSite, discardDraft, draftKey, publishSite, saveDraft, useMe, useMyTeams, useSiteDraft, type Site } from '../api';
import { blockLabels, domainContextOf, firstPageWithError, fromServer, move, newBlock, slugFrom, validate, type BlockType, type Errors } from '../builder-state';
import { sitePaths } from '../site-paths';
import { DomainProof } from './domain-proof';
import { Field } from './site-fields';
import { SitePageView } from './site-page-view';
import { useWarnBeforeLeaving } from '../../../lib/use-warn-before-leaving';

const contentOf = (site: Site): SiteContentInput => ({
  title: site.title,
  pages: site.pages,
  settings: site.settings,
  domain: site.domain,
  teamId: site.teamId,
});

/** `site/build/{id}`: edit the draft (only the creator), preview it, publish it. */
export function SiteBuilder({ siteId }: { siteId: string }) {
  const { data, error, isLoading, mutate } = useSiteDraft(siteId);
  if (!siteId) return <Problem message={messages.noWebsiteId} />;
  if (isLoading) {
    return (
      <p role="status" className="px-4 py-12 text-center text-slate-600">
        Loading website...
      </p>
    );
  }
  if (error || !data) {
    if (error instanceof ApiError && error.status === 403) return <Problem message={messages.notWebsiteOwner} />;
    if (error instanceof ApiError && error.status === 404) return <Problem message={messages.websiteNotFound} />;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <LoadError what="This website could not be loaded." error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  return <Builder key={data.id} draft={data} />;
}

function Problem({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-16">
      <title>{`${message} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{message}</h1>
      <Link to={sitePaths.list} className={`${textLink} self-start`}>
        Back to your websites
      </Link>
    </div>
  );
}

function Builder({ draft }: { draft: Site }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const me = useMe();
  const teams = useMyTeams(me.data?.uid);
  const [content, setContent] = useState<SiteContentInput>(() => contentOf(draft));
  const [version, setVersion] = useState(draft.version);
  const [publishedAt, setPublishedAt] = useState(draft.publishedAt);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [preview, setPreview] = useState(false);
  const [newBlockType, setNewBlockType] = useState<BlockType>('text');

  // Leaving the tab with unsaved changes asks first.
  useWarnBeforeLeaving(dirty);

  const pages = content.pages;
  const page = pages[Math.min(pageIndex, pages.length - 1)]!;
  const pi = Math.min(pageIndex, pages.length - 1);
  const update = (next: SiteContentInput) => {
    setContent(next);
    setDirty(true);
  };
  const setPage = (patch: Partial<(typeof pages)[number]>) => update({ ...content, pages: pages.map((p, i) => (i === pi ? { ...p, ...patch } : p)) });
  const blocks = (page.blocks ?? []) as SiteBlock[];
  const setBlocks = (next: SiteBlock[]) => setPage({ blocks: next });
  const setBlock = (bi: number, patch: Partial<SiteBlock>) => setBlocks(blocks.map((b, i) => (i === bi ? ({ ...b, ...patch } as SiteBlock) : b)));
  const err = (path: string) => errors[path];

  /** Save; returns the saved version, or null when it failed (errors shown). */
  const save = async (): Promise<number | null> => {
    setFormError(null);
    const checked = validate(content, domainContextOf(await loadConfig()));
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = firstPageWithError(checked.errors);
      if (first >= 0) setPageIndex(first);
      setFormError('Some fields need attention: see the messages below.');
      return null;
    }
    try {
      const saved = await saveDraft(draft.id, version, checked.value);
      setErrors({});
      // The domain as stored (an international name in its xn-- form, which DNS uses).
      setContent((current) => ({ ...current, domain: saved.domain }));
      setVersion(saved.version);
      setDirty(false);
      await mutate(draftKey(draft.id), saved, { revalidate: false });
      return saved.version;
    } catch (error) {
      if (error instanceof ApiError && error.issues.length) setErrors(fromServer(error.issues));
      setFormError(error instanceof Error ? error.message : 'The website could not be saved. Please try again.');
      return null;
    }
  };

  const onSave = async () => {
    setBusy('save');
    if ((await save()) !== null) toast.success('Draft saved');
    setBusy(null);
  };

  const onPublish = async () => {
    setBusy('publish');
    const saved = dirty ? await save() : version;
    if (saved !== null) {
      try {
        const published = await publishSite(draft.id, saved);
        setPublishedAt(published.publishedAt);
        await mutate(['site', { id: draft.id }], published, { revalidate: false });
        toast.success('Website published');
      } catch (error) {
        if (error instanceof ApiError && error.issues.length) setErrors(fromServer(error.issues));
        setFormError(error instanceof Error ? error.message : 'The website could not be published. Please try again.');
      }
    }
    setBusy(null);
  };

  const addPage = () => {
    if (pages.length >= siteLimits.pages) return;
    const title = `Page ${pages.length + 1}`;
    update({ ...content, pages: [...pages, { title, slug: slugFrom(title), seoDescription: '', blocks: [] }] });
    setPageIndex(pages.length);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{`Edit ${content.title || 'website'} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-3">
        <nav aria-label="Breadcrumb">
          <Link to={sitePaths.list} className={textLink}>
            Your websites
          </Link>
        </nav>
        <h1 className="text-3xl font-bold break-words text-slate-900">Edit {content.title || 'website'}</h1>
        <p role="status" className="text-sm text-slate-600">
          {dirty ? 'Unsaved changes' : 'All changes saved'} · {publishedAt ? `Published ${formatDay(publishedAt)}` : 'Not published yet'}
          {publishedAt && (
            <>
              {' · '}
              <Link to={sitePaths.view(draft.id)} className={textLink}>
                View published site
              </Link>
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButton} disabled={busy !== null} aria-busy={busy === 'save'} onClick={() => void onSave()}>
            {busy === 'save' ? 'Saving…' : 'Save draft'}
          </button>
          <button type="button" className={primaryButton} disabled={busy !== null} aria-busy={busy === 'publish'} onClick={() => void onPublish()}>
            {busy === 'publish' ? 'Publishing…' : 'Publish'}
          </button>
          <button type="button" className={secondaryButton} aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {preview ? 'Back to editing' : 'Preview page'}
          </button>
        </div>
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
      </header>

      {preview ? (
        <section aria-label="Preview" className="overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-slate-50">
          <SitePageView
            site={{ title: content.title, pages: pages as Site['pages'], settings: content.settings as Site['settings'], teamId: content.teamId ?? '' }}
            page={page as Site['pages'][number]}
            appOrigin=""
            pageHref={() => sitePaths.edit(draft.id)}
            headingLevel={2}
          />
        </section>
      ) : (
        <>
          <section aria-labelledby="site-settings" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="site-settings" className="text-xl font-semibold text-slate-900">
              Site
            </h2>
            <Field label="Site title" value={content.title} maxLength={siteLimits.title} error={err('title')} onChange={(title) => update({ ...content, title })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Primary logo"
                type="url"
                placeholder="https://"
                value={content.settings.logos.primary ?? ''}
                error={err('settings.logos.primary')}
                hint="An image address; shown beside the title."
                onChange={(primary) => update({ ...content, settings: { logos: { ...content.settings.logos, primary } } })}
              />
              <Field
                label="Secondary logo"
                type="url"
                placeholder="https://"
                value={content.settings.logos.secondary ?? ''}
                error={err('settings.logos.secondary')}
                hint="Optional, e.g. a sponsor's."
                onChange={(secondary) => update({ ...content, settings: { logos: { ...content.settings.logos, secondary } } })}
              />
            </div>
            <TeamSelect
              value={content.teamId ?? ''}
              error={err('teamId')}
              // Only a team's owners and admins may make a site its website (the API checks too).
              teams={(teams.data?.items ?? []).filter((t) => t.role === 'owner' || t.role === 'admin')}
              loading={teams.isLoading || me.isLoading}
              onChange={(teamId) => update({ ...content, teamId })}
            />
            <Field
              label="Custom domain"
              value={content.domain ?? ''}
              placeholder="www.yourteam.com"
              error={err('domain')}
              hint={
                <>
                  Optional. After you save, add the DNS record shown below to prove the domain is yours; once it is verified and the
                  site is published, pointing the domain at {PRODUCT_NAME} (a CNAME) shows the site there. Leave empty to use only the{' '}
                  {PRODUCT_NAME} address.
                </>
              }
              onChange={(domain) => update({ ...content, domain })}
            />
            <DomainProof
              siteId={draft.id}
              domain={draft.domain}
              publishedAt={publishedAt}
              edited={(content.domain ?? '').trim().toLowerCase() !== draft.domain}
            />
          </section>

          <section aria-labelledby="site-pages" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <h2 id="site-pages" className="text-xl font-semibold text-slate-900">
                Pages
              </h2>
              <button type="button" className={secondaryButton} onClick={addPage} disabled={pages.length >= siteLimits.pages}>
                Add page
              </button>
            </div>
            {err('pages') && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {err('pages')}
              </p>
            )}
            <ul className="flex flex-wrap gap-2" aria-label="Pages of the site">
              {pages.map((p, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-pressed={i === pi}
                    onClick={() => setPageIndex(i)}
                    className={`${secondaryButton} aria-pressed:border-brand-700 aria-pressed:bg-brand-50 ${Object.keys(errors).some((k) => k.startsWith(`pages.${i}.`)) ? 'border-red-600' : ''}`}
                  >
                    {p.title || `Page ${i + 1}`}
                    {p.slug === '' ? ' (home)' : ''}
                  </button>
                </li>
              ))}
            </ul>

            <fieldset className="flex flex-col gap-4 border-t border-slate-200 pt-4">
              <legend className="sr-only">Page {page.title}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Page title" value={page.title} maxLength={60} error={err(`pages.${pi}.title`)} onChange={(title) => setPage({ title })} />
                <Field
                  label="Page address"
                  value={page.slug ?? ''}
                  maxLength={60}
                  error={err(`pages.${pi}.slug`)}
                  hint={page.slug ? `/${page.slug}` : 'Empty: this is the home page.'}
                  onChange={(slug) => setPage({ slug })}
                />
              </div>
              <Field
                label="Search engine description"
                value={page.seoDescription ?? ''}
                maxLength={160}
                error={err(`pages.${pi}.seoDescription`)}
                hint="What search results show under the page's title (up to 160 characters)."
                onChange={(seoDescription) => setPage({ seoDescription })}
              />
              <div className="flex flex-wrap gap-2">
                <button type="button" className={secondaryButton} disabled={pi === 0} onClick={() => {
                    update({ ...content, pages: move(pages, pi, -1) });
                    setPageIndex(pi - 1);
                  }}>
                  Move page left
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={pi === pages.length - 1}
                  onClick={() => {
                    update({ ...content, pages: move(pages, pi, 1) });
                    setPageIndex(pi + 1);
                  }}
                >
                  Move page right
                </button>
                <button
                  type="button"
                  className={`${secondaryButton} text-red-700`}
                  disabled={pages.length === 1}
                  onClick={() => {
                    update({ ...content, pages: pages.filter((_, i) => i !== pi) });
                    setPageIndex(Math.max(0, pi - 1));
                  }}
                >
                  Remove page
                </button>
              </div>

              <h3 className="text-lg font-semibold text-slate-900">Content</h3>
              {blocks.length === 0 && <p className="text-slate-600">This page is empty: add a block below.</p>}
              <ol className="flex flex-col gap-4">
                {blocks.map((block, bi) => (
                  <li key={bi}>
                    <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
                      <legend className="px-1 text-sm font-semibold text-slate-800">
                        Block {bi + 1}: {blockLabels[block.type]}
                      </legend>
                      <BlockFields block={block} path={`pages.${pi}.blocks.${bi}`} err={err} onChange={(patch) => setBlock(bi, patch)} />
                      <div className="flex flex-wrap gap-2">
                        <IconButton label={`Move block ${bi + 1} up`} disabled={bi === 0} onClick={() => setBlocks(move(blocks, bi, -1))}>
                          <ArrowUp className="size-4" />
                        </IconButton>
                        <IconButton label={`Move block ${bi + 1} down`} disabled={bi === blocks.length - 1} onClick={() => setBlocks(move(blocks, bi, 1))}>
                          <ArrowDown className="size-4" />
                        </IconButton>
                        <IconButton label={`Remove block ${bi + 1}`} onClick={() => setBlocks(blocks.filter((_, i) => i !== bi))}>
                          <Trash2 className="size-4" />
                        </IconButton>
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ol>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <label className="flex flex-col gap-1">
                  <span className={labelClass}>New block</span>
                  <select className={inputClass} value={newBlockType} onChange={(e) => setNewBlockType(e.target.value as BlockType)}>
                    {siteBlockTypes.map((t) => (
                      <option key={t} value={t}>
                        {blockLabels[t]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className={secondaryButton} disabled={blocks.length >= siteLimits.blocks} onClick={() => setBlocks([...blocks, newBlock(newBlockType)])}>
                  Add block
                </button>
              </div>
            </fieldset>
          </section>

          <section aria-labelledby="site-danger" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-white p-5">
            <h2 id="site-danger" className="text-xl font-semibold text-slate-900">
              Draft and site
            </h2>
            <div className="flex flex-wrap gap-2">
              {publishedAt && (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={secondaryButton}>
                      Discard draft
                    </button>
                  }
                  title="Discard the draft?"
                  description="Every change since the last publish is thrown away; the published site stays as it is."
                  confirmLabel="Discard draft"
                  busyLabel="Discarding…"
                  onConfirm={async () => {
                    try {
                      await discardDraft(draft.id);
                      const fresh = await mutate<Site>(draftKey(draft.id));
                      if (fresh) {
                        setContent(contentOf(fresh));
                        setVersion(fresh.version);
                        setPublishedAt(fresh.publishedAt);
                      }
                      setErrors({});
                      setPageIndex(0);
                      setDirty(false);
                      toast.success('Draft discarded');
                      return undefined;
                    } catch (e) {
                      return e instanceof Error ? e.message : 'The draft could not be discarded.';
                    }
                  }}
                />
              )}
              <ConfirmDialog
                trigger={
                  <button type="button" className={`${secondaryButton} text-red-700`}>
                    Delete website
                  </button>
                }
                title={`Delete ${content.title || 'this website'}?`}
                description="The draft and the published site are deleted, and its domain is freed. This cannot be undone."
                confirmLabel="Delete website"
                busyLabel="Deleting…"
                onConfirm={async () => {
                  try {
                    await deleteSite(draft.id);
                    setDirty(false);
                    toast.success('Website deleted');
                    void navigate(sitePaths.list, { replace: true });
                    return undefined;
                  } catch (e) {
                    return e instanceof Error ? e.message : 'The website could not be deleted.';
                  }
                }}
              />
            </div>
          </section>
        </>
      )}
    </div>
  );
}

function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className={`${secondaryButton} px-3`}>
      {children}
    </button>
  );
}

function TeamSelect({
  value,
  error,
  teams,
  loading,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  teams: Array<{ teamId: string; name: string }>;
  loading: boolean;
  onChange: (teamId: string) => void;
}) {
  const known = teams.some((t) => t.teamId === value);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1">
        <span className={labelClass}>Team</span>
        <select className={inputClass} value={value} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.value)} disabled={loading}>
          <option value="">No team</option>
          {!known && value && <option value={value}>The site's current team</option>}
          {teams.map((t) => (
            <option key={t.teamId} value={t.teamId}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <p className="text-sm text-slate-600">The team whose upcoming events and join button the site shows: one you own or help run as an admin.</p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function BlockFields({ block, path, err, onChange }: { block: SiteBlock; path: string; err: (p: string) => string | undefined; onChange: (patch: Partial<SiteBlock>) => void }) {
  switch (block.type) {
    case 'text':
      return (
        <>
          <Field label="Heading" value={block.heading} maxLength={120} error={err(`${path}.heading`)} onChange={(heading) => onChange({ heading })} />
          <Field label="Text" multiline value={block.text} maxLength={siteLimits.text} error={err(`${path}.text`)} onChange={(text) => onChange({ text })} />
        </>
      );
    case 'image':
      return (
        <>
          <Field label="Image address" type="url" placeholder="https://" value={block.url} error={err(`${path}.url`)} onChange={(url) => onChange({ url })} />
          <Field label="Image description" value={block.alt} maxLength={200} error={err(`${path}.alt`)} hint="Read out to people who cannot see the image." onChange={(alt) => onChange({ alt })} />
        </>
      );
    case 'events':
      return <Field label="Heading" value={block.heading} maxLength={120} error={err(`${path}.heading`)} onChange={(heading) => onChange({ heading })} />;
    case 'join':
      return <Field label="Button text" value={block.label} maxLength={40} error={err(`${path}.label`)} onChange={(label) => onChange({ label })} />;
    case 'contact':
      return (
        <>
          <Field label="Contact e-mail" type="email" value={block.email} error={err(`${path}.email`)} onChange={(email) => onChange({ email })} />
          <Field label="Contact phone" type="tel" value={block.phone} maxLength={30} error={err(`${path}.phone`)} onChange={(phone) => onChange({ phone })} />
          <Field label="Note" value={block.note} maxLength={300} error={err(`${path}.note`)} onChange={(note) => onChange({ note })} />
        </>
      );
  }
}
