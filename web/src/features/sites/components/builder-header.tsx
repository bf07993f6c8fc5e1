import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FormMessage } from '@web/components/form';
import { primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { formatDay } from '@web/lib/format';
import { sitePaths } from '../site-paths';

/** The builder's heading: where the draft stands (saved, published), Save, Publish and the preview switch. */
export function BuilderHeader({
  siteId,
  title,
  dirty,
  publishedAt,
  busy,
  preview,
  formError,
  onSave,
  onPublish,
  onPreview,
  onUndo,
  onRedo,
}: {
  siteId: string;
  title: string;
  dirty: boolean;
  publishedAt: string | null;
  busy: 'save' | 'publish' | null;
  preview: boolean;
  formError: string | null;
  onSave: () => void;
  onPublish: () => void;
  onPreview: (preview: boolean) => void;
  /** Absent when there is nothing to undo (or redo). */
  onUndo?: () => void;
  onRedo?: () => void;
}) {
  const { t } = useLingui();
  const name = title || t`website`;
  const published = publishedAt ? formatDay(publishedAt) : null;
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label={t`Breadcrumb`}>
        <Link to={sitePaths.list} className={textLink}>
          <Trans>Your websites</Trans>
        </Link>
      </nav>
      <h1 className="text-3xl font-bold break-words text-slate-900">
        <Trans>Edit {name}</Trans>
      </h1>
      <p role="status" className="text-sm text-slate-600">
        {dirty ? t`Unsaved changes` : t`All changes saved`} · {published ? t`Published ${published}` : t`Not published yet`}
        {publishedAt && (
          <>
            {' · '}
            <Link to={sitePaths.view(siteId)} className={textLink}>
              <Trans>View published site</Trans>
            </Link>
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} disabled={busy !== null} aria-busy={busy === 'save'} onClick={onSave}>
          {busy === 'save' ? t`Saving…` : t`Save draft`}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={busy !== null}
          aria-busy={busy === 'publish'}
          onClick={onPublish}
        >
          {busy === 'publish' ? t`Publishing…` : t`Publish`}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!onUndo || busy !== null}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={onUndo}
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={!onRedo || busy !== null}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          onClick={onRedo}
        >
          <Trans>Redo</Trans>
        </button>
        <button type="button" className={secondaryButton} aria-pressed={preview} onClick={() => onPreview(!preview)}>
          {preview ? t`Back to editing` : t`Preview page`}
        </button>
      </div>
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
    </header>
  );
}
