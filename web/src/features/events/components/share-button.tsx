import { Trans, useLingui } from '@lingui/react/macro';
import { Share2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { limits } from '@shared/constants/limits';
import { secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { LINK_COPIED } from '../event-messages';

/** Copies the event's share link (`/share/event/{id}`, which redirects to the event page). */
export function ShareButton({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const share = async () => {
    const url = new URL(paths.shareEvent(eventId), window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t(LINK_COPIED), { duration: limits.snackbarMs.short });
    } catch {
      toast.error(t`Copy this link to share the event: ${url}`, { duration: limits.snackbarMs.long });
    }
  };
  return (
    <button type="button" onClick={() => void share()} className={secondaryButton}>
      <Share2 aria-hidden="true" className="size-4" />
      <Trans>Share</Trans>
    </button>
  );
}
