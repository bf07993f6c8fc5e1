import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { limits } from '@shared/constants/limits';
import type { FollowKind } from '@shared/schemas/follow';
import { secondaryButton } from '@web/components/ui';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

/**
 * Follow a host, team or place: a toggle button (its name stays "Follow"; aria-pressed says whether
 * the person follows). Disabled while the status loads and while a change is saved; a failed
 * change keeps the previous state and says why in a snackbar.
 */
export function FollowButton({ kind, targetId, name }: { kind: FollowKind; targetId: string; name: string }) {
  const args = { params: { kind, targetId } };
  const status = useApi('getFollowStatus', args, { shouldRetryOnError: false });
  const follow = useApiMutation('followTarget', { invalidates: ['listFollows'] });
  const unfollow = useApiMutation('unfollowTarget', { invalidates: ['listFollows'] });
  const saving = follow.isMutating || unfollow.isMutating;
  const following = status.data?.following ?? false;
  const pending = status.data === undefined;
  const { t } = useLingui();

  const toggle = async () => {
    try {
      const result = following ? await unfollow.trigger(args) : await follow.trigger(args);
      await status.mutate(result, { revalidate: false });
      toast.success(result.following ? t`You are following ${name}.` : t`You no longer follow ${name}.`, { duration: limits.snackbarMs.short });
    } catch (e) {
      toast.error(`${t`We couldn’t update your follow. Please try again.`} ${e instanceof Error ? e.message : ''}`.trim(), { duration: limits.snackbarMs.short });
    }
  };

  return (
    <button
      type="button"
      aria-pressed={following}
      aria-busy={saving || (pending && !status.error)}
      disabled={saving || pending}
      title={status.error ? t`Whether you follow could not be loaded` : following ? t`Unfollow ${name}` : t`Follow ${name}`}
      onClick={() => void toggle()}
      className={`${secondaryButton} ${following ? 'border-brand-700 bg-brand-50 text-brand-800' : ''}`}
    >
      {following ? <Check aria-hidden="true" className="size-5" /> : <Plus aria-hidden="true" className="size-5" />}
      <Trans>Follow</Trans>
    </button>
  );
}
