import { Trans } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../lib/use-online-status';

/**
 * Spec §4: online/offline is tracked and the offline notice closes when back online. The status
 * region is always mounted so screen readers announce the change when it happens.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <Trans>You are offline. Changes can’t be saved until your connection is back.</Trans>
        </p>
      )}
    </div>
  );
}
