import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@shared/constants/messages';
import { FamilyMembersCard } from '@web/features/family';
import { PaymentsPanel } from '@web/features/payments';
import { AlternateEmailsCard } from '@web/features/settings';
import { useApi } from '@web/lib/use-api';
import { requireUser } from '@web/lib/guards';
import { ProfileLoadError, ProfileLoading } from '../layouts/profile-state';

/** `payments` (login): the Subscriptions & Payouts page on its own (also the settings tab). */
export const loader = requireUser;

export function Component() {
  const { data: me, error, mutate } = useApi('getMe');
  const { t } = useLingui();
  if (error && !me) return <ProfileLoadError error={error} onRetry={() => void mutate()} />;
  if (!me) return <ProfileLoading />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{`${t`Subscriptions & Payouts`} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Subscriptions &amp; Payouts</Trans>
      </h1>
      <PaymentsPanel
        email={me.email}
        extras={
          <>
            <AlternateEmailsCard uid={me.uid} accountEmail={me.email} initial={me.alternateEmails} onSaved={() => void mutate()} />
            <FamilyMembersCard uid={me.uid} />
          </>
        }
      />
    </div>
  );
}
