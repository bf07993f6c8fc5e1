import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { PlaceForm } from '@web/features/places';
import { requireUser } from '@web/lib/guards';

/** `places/new`: needs login (spec §2, §6). */
export const loader = requireUser;

export function Component() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <title>{t`Add a place | ${PRODUCT_NAME}`}</title>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PlaceForm />
      </div>
    </div>
  );
}
