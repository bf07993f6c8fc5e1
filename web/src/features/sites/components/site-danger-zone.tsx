import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ConfirmDialog, confirmAction } from '@web/components/confirm-dialog';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { apiKey, useApiMutation } from '@web/lib/use-api';
import type { Site } from '../api/use-published-site';
import { sitePaths } from '../site-paths';

/** "Draft and site": throw the draft away (once published), or delete the whole website. */
export function SiteDangerZone({
  siteId,
  title,
  publishedAt,
  onDiscarded,
  onDeleted,
}: {
  siteId: string;
  title: string;
  publishedAt: string | null;
  /** With the draft as the server now has it (the published content). */
  onDiscarded: (fresh: Site | undefined) => void;
  onDeleted: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const name = title || t`this website`;
  const { mutate } = useSWRConfig();
  const discardDraft = useApiMutation('discardSiteDraft');
  const deleteSite = useApiMutation('deleteSite', { invalidates: ['listMySites'] });
  return (
    <section aria-labelledby="site-danger" className="flex flex-col gap-3 rounded-lg border border-red-200 bg-white p-5">
      <h2 id="site-danger" className="text-xl font-semibold text-slate-900">
        <Trans>Draft and site</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        {publishedAt && (
          <ConfirmDialog
            trigger={
              <button type="button" className={secondaryButton}>
                <Trans>Discard draft</Trans>
              </button>
            }
            title={t`Discard the draft?`}
            description={t`Every change since the last publish is thrown away; the published site stays as it is.`}
            confirmLabel={t`Discard draft`}
            busyLabel={t`Discarding…`}
            onConfirm={() =>
              confirmAction(
                async () => {
                  await discardDraft.trigger({ params: { siteId } });
                  onDiscarded(await mutate<Site>(apiKey('getSiteDraft', { params: { siteId } })));
                  toast.success(t`Draft discarded`);
                },
                t`The draft could not be discarded.`,
              )
            }
          />
        )}
        <ConfirmDialog
          trigger={
            <button type="button" className={`${secondaryButton} text-red-700`}>
              <Trans>Delete website</Trans>
            </button>
          }
          title={t`Delete ${name}?`}
          description={t`The draft and the published site are deleted, and its domain is freed. This cannot be undone.`}
          confirmLabel={t`Delete website`}
          busyLabel={t`Deleting…`}
          onConfirm={() =>
            confirmAction(
              async () => {
                await deleteSite.trigger({ params: { siteId } });
                onDeleted();
                toast.success(t`Website deleted`);
                void navigate(sitePaths.list, { replace: true });
              },
              t`The website could not be deleted.`,
            )
          }
        />
      </div>
    </section>
  );
}
