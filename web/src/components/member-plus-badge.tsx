import { BadgeCheck } from 'lucide-react';
import { planMessages } from '@shared/constants/payments';

/**
 * The Member Plus badge beside a person's name. The server sends `memberPlus` only when the viewer
 * may see it (the owner always; others as the owner's "Show my badges" allows), so this only shows it.
 */
export function MemberPlusBadge({ shown }: { shown: boolean | undefined }) {
  if (!shown) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {planMessages.memberPlusBadge}
    </span>
  );
}
