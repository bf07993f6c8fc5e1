import { useSearchParams } from 'react-router-dom';
import { CheckinScanPage, checkInTargetOf } from '@web/features/checkins';
import { QrScanner, ScanPage } from '@web/features/people';
import { requireUser } from '@web/lib/guards';

/** `scan` (login). Opened from a manage page with `event` and `occurrence`, it checks players in. */
export const loader = requireUser;

export function Component() {
  const [search] = useSearchParams();
  const target = checkInTargetOf(search);
  if (!target) return <ScanPage />;
  return <CheckinScanPage key={`${target.eventId}|${target.occurrence}`} {...target} scanner={(onCode) => <QrScanner onCode={onCode} />} />;
}
