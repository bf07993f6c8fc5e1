import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { CreateTeamForm } from './create-team-form';

/** `teams/create` (login): ?kind=community (from start/community) preselects the kind. */
export function CreateTeamPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <title>{t`Create a team | ${PRODUCT_NAME}`}</title>
      <CreateTeamForm initialKind={params.get('kind')} />
    </div>
  );
}
