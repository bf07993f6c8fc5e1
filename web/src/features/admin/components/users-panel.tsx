import { i18n } from '@web/lib/i18n';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OutputOf } from '@shared/api/routes';
import { betaIds, betaLabels } from '@shared/constants/betas';
import { accountLookupQuery, userBetasInput, type AccountLookupQuery, type UserBetasInput } from '@shared/schemas/admin';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { CheckboxGroup, TextField } from '@web/components/form';
import { LoadError } from '@web/components/load-error';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { ApiError } from '@web/lib/api-error';
import { showServerIssues } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';

type Account = OutputOf<'findAccount'>;

const resolver = zodResolver(accountLookupQuery);
const betasResolver = zodResolver(userBetasInput);
const betaOptions = betaIds.map((id) => ({ value: id, label: betaLabels[id].name }));
const betaHint = betaIds.map((id) => `${betaLabels[id].name}: ${betaLabels[id].hint}`).join(' ');

const nameOf = (account: Account) => account.fullName || account.displayName || i18n._(msg`This person`);

/** Users: find a person by their sign-in e-mail, then disable their account or enable it again, or put them in betas. */
export function UsersPanel() {
  const { t } = useLingui();
  const [email, setEmail] = useState<string | null>(null);
  const found = useApi('findAccount', email === null ? null : { query: { email } });
  const { control, handleSubmit } = useForm<AccountLookupQuery, unknown, AccountLookupQuery>({
    resolver,
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => setEmail(values.email));
  const notFound = found.error instanceof ApiError && found.error.status === 404;
  return (
    <section
      aria-labelledby="admin-users"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="admin-users" className="text-xl font-semibold text-slate-900">
        <Trans>Users</Trans>
      </h2>
      <form
        noValidate
        role="search"
        aria-label={t`Find a user`}
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="grow">
          <TextField control={control} name="email" label={t`Sign-in e-mail`} type="email" autoComplete="off" maxLength={254} />
        </div>
        <button type="submit" className={secondaryButton}>
          <Trans>Find user</Trans>
        </button>
      </form>
      {email === null ? null : notFound ? (
        <p role="status" className="text-slate-600">
          <Trans>No account signs in with {email}.</Trans>
        </p>
      ) : found.error ? (
        <LoadError what={t`The user could not be looked up.`} error={found.error} onRetry={() => void found.mutate()} />
      ) : found.isLoading || !found.data ? (
        <p role="status">
          <Trans>Looking up the user...</Trans>
        </p>
      ) : (
        <AccountRow account={found.data} onChanged={(account) => void found.mutate(account, { revalidate: false })} />
      )}
    </section>
  );
}

function AccountRow({ account, onChanged }: { account: Account; onChanged: (account: Account) => void }) {
  const { t } = useLingui();
  const setStatus = useApiMutation('setAccountStatus');
  const name = nameOf(account);
  const disabling = !account.disabled;
  const change = async () => {
    try {
      const changed = await setStatus.trigger({ params: { userId: account.userId }, body: { disabled: disabling } });
      onChanged(changed);
      toast.success(disabling ? t`${name} is disabled and signed out everywhere` : t`${name} can sign in again`);
      return undefined;
    } catch (e) {
      return e instanceof Error ? e.message : t`The account could not be changed. Please try again.`;
    }
  };
  return (
    <article
      aria-label={t`Account of ${name}`}
      className="flex flex-col gap-3 rounded-md border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        {account.displayName && account.displayName !== name && (
          <span className="text-sm text-slate-600">{account.displayName}</span>
        )}
        <p className="text-sm text-slate-700">
          {account.disabled ? (
            <Trans>
              Status: <strong>Disabled</strong>
            </Trans>
          ) : (
            <Trans>
              Status: <strong>Active</strong>
            </Trans>
          )}
        </p>
      </div>
      <BetasForm key={account.betas.join(',')} account={account} name={name} onChanged={onChanged} />
      {account.self ? (
        <p className="text-sm text-slate-600">
          <Trans>This is your own account.</Trans>
        </p>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={disabling ? `${secondaryButton} text-red-700` : primaryButton}>
              {disabling ? t`Disable account` : t`Enable account`}
            </button>
          }
          title={disabling ? t`Disable ${name}'s account?` : t`Enable ${name}'s account?`}
          description={
            disabling
              ? t`They are signed out everywhere at once and cannot sign in until the account is enabled again.`
              : t`They can sign in again. Sessions from before the account was disabled stay signed out.`
          }
          confirmLabel={disabling ? t`Yes, disable` : t`Yes, enable`}
          busyLabel={disabling ? t`Disabling…` : t`Enabling…`}
          onConfirm={change}
        />
      )}
    </article>
  );
}

/** The betas the person is in: checked boxes saved as the whole list. */
function BetasForm({ account, name, onChanged }: { account: Account; name: string; onChanged: (account: Account) => void }) {
  const { t } = useLingui();
  const setBetas = useApiMutation('setUserBetas');
  const { control, handleSubmit, setError, formState } = useForm<{ betas: string[] }, unknown, UserBetasInput>({
    resolver: betasResolver,
    defaultValues: { betas: account.betas },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const changed = await setBetas.trigger({ params: { userId: account.userId }, body: values });
      onChanged(changed);
      toast.success(changed.betas.length === 0 ? t`${name} is in no betas` : t`${name}'s betas are saved`);
    } catch (e) {
      setFailure(showServerIssues(e, (path) => (path.startsWith('betas') ? 'betas' : undefined), setError));
    }
  });
  return (
    <form noValidate aria-label={t`Betas of ${name}`} onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2">
      <CheckboxGroup
        control={control}
        name="betas"
        label={t`Betas`}
        hint={betaHint}
        options={betaOptions}
        variant="chip"
        optionsClassName="flex flex-wrap gap-2"
      />
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <button type="submit" className={secondaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t`Saving betas…` : t`Save betas`}
      </button>
    </form>
  );
}
