import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/messages';
import type { PlanDto as Plan } from '@shared/schemas/payments';
import { LoadError } from '@web/components/load-error';
import { inputClass, labelClass, primaryButton, secondaryButton, textLink } from '@web/components/ui';
import { useFlags } from '@web/lib/flags';
import { paths } from '@web/lib/paths';
import { loginPath } from '@web/lib/redirect';
import { leaveFor } from '@web/lib/leave-for';
import { toast } from '@web/lib/toast';
import { useApi, useApiMutation } from '@web/lib/use-api';
import { useSignedIn } from '@web/lib/use-signed-in';
import { serverText } from '@web/lib/server-text';
import { formatPlanPrice } from '../payment-return';
import { paymentTexts } from '../payment-texts';
import { usePaymentsConfig } from '../payments-config';

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * Pricing pages (spec §2: organizer/pricing for teams' monthly plans; pricing/member and
 * member/pricing for the platform's yearly user plans): each plan with its features and a
 * subscribe action that continues at Stripe Checkout.
 */
export function PricingPage({ kind }: { kind: 'team' | 'user' }) {
  const config = usePaymentsConfig();
  const plans = useApi('listPlans', config ? { query: { kind, platform: config.platform } } : null);
  const { subscriptionsEnabled } = useFlags();
  // Pricing pages are public: who is looking is asked only when someone is signed in.
  const signedIn = useSignedIn();
  const me = useApi('getMe', signedIn ? {} : null);
  const mine = useApi('listMySubscriptions', signedIn === true ? {} : null);
  const userTeams = useApi('listUserTeams', kind === 'team' && me.data ? { params: { uid: me.data.uid } } : null);
  // The teams the person owns or administers: the ones they may buy a team plan for.
  const managedTeams = userTeams.data?.items.filter((team) => team.role === 'owner' || team.role === 'admin');
  const start = useApiMutation('createSubscription');
  const [teamId, setTeamId] = useState<string>();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const location = useLocation();
  const teamSelect = useId();
  const { t } = useLingui();
  const title = kind === 'team' ? t`Organizer plans` : 'Member Plus';
  const hostId = kind === 'team' ? (teamId ?? managedTeams?.[0]?.teamId) : me.data?.uid;
  const current = signedIn
    ? mine.data?.items.find((s) => LIVE.has(s.status) && (kind === 'user' ? s.kind === 'user' : s.kind === 'teams' && s.hostId === hostId))
    : undefined;

  const subscribe = async (plan: Plan) => {
    if (!config || !plan.priceId) return;
    setBusy(plan.id);
    setFailure(undefined);
    try {
      const { url } = await start.trigger({
        body: {
          items: [
            {
              id: plan.id,
              name: plan.label,
              quantity: 1,
              cost: plan.cost,
              type: kind === 'team' ? 'CHANGE_TEAM_SUBSCRIPTION' : 'CHANGE_USER_SUBSCRIPTION',
              subscriptionPriceId: plan.priceId,
              ...(kind === 'team' && hostId ? { hostId } : {}),
            },
          ],
          platform: config.platform,
          environment: config.environment,
        },
      });
      toast.info(t(paymentTexts.takingYouToStripe));
      leaveFor(url);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : t(paymentTexts.stripeUnavailable));
      setBusy(null);
    }
  };

  const action = (plan: Plan) => {
    if (current?.planId === plan.id) {
      return (
        <p className="font-medium text-green-800">
          <Trans>Your current plan</Trans>
        </p>
      );
    }
    if (!plan.priceId) return <p className="text-slate-600">{current ? t`Cancel your plan to go back to this one` : t`Included for everyone`}</p>;
    if (!subscriptionsEnabled) return null;
    if (signedIn === false) {
      return (
        <Link to={loginPath(`${location.pathname}${location.search}`)} className={secondaryButton}>
          <Trans>Sign in to subscribe</Trans>
        </Link>
      );
    }
    if (current) {
      return (
        <Link to={paths.hostSubscriptions(current.hostId)} className={secondaryButton}>
          <Trans>Change plan</Trans>
        </Link>
      );
    }
    const noTeam = kind === 'team' && !hostId;
    return (
      <button type="button" className={primaryButton} disabled={busy !== null || noTeam || !config} aria-busy={busy === plan.id} onClick={() => void subscribe(plan)}>
        {busy === plan.id ? t`Opening Stripe…` : t`Subscribe to ${serverText(plan.label)}`}
      </button>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <title>{`${t`${title} pricing`} | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-lg text-slate-700">
          {kind === 'team'
            ? t`Monthly plans for the teams and communities you run. Prices in US dollars; cancel any time.`
            : t`A yearly plan for players who want more from their games. Prices in US dollars; cancel any time.`}
        </p>
      </header>
      {!subscriptionsEnabled && (
        <p className="rounded-md bg-slate-100 p-3">
          <Trans>Paid plans cannot be bought right now; everything in the free plan works as usual.</Trans>
        </p>
      )}
      {subscriptionsEnabled && kind === 'team' && signedIn && (
        <div className="flex max-w-sm flex-col gap-1">
          {managedTeams && managedTeams.length === 0 ? (
            <p>
              <Trans>
                Plans are for teams you run.{' '}
                <Link to={paths.teamCreate} className={textLink}>
                  Create a team
                </Link>{' '}
                first.
              </Trans>
            </p>
          ) : (
            <>
              <label htmlFor={teamSelect} className={labelClass}>
                <Trans>Team</Trans>
              </label>
              <select id={teamSelect} className={inputClass} value={hostId ?? ''} onChange={(e) => setTeamId(e.target.value)} disabled={!managedTeams}>
                {!managedTeams && <option value="">{t`Loading your teams…`}</option>}
                {managedTeams?.map((team) => (
                  <option key={team.teamId} value={team.teamId}>
                    {team.name}
                  </option>
                ))}
              </select>
            </>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {failure}
        </p>
      )}
      {plans.error ? (
        <LoadError what={t`Plans could not be loaded.`} error={plans.error} onRetry={() => void plans.mutate()} />
      ) : !plans.data ? (
        <p role="status">
          <Trans>Loading plans…</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.data.items.map((plan) => (
            <li key={plan.id}>
              <article aria-label={serverText(plan.label)} className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h2 className="text-xl font-semibold text-slate-900">{serverText(plan.label)}</h2>
                <p className="text-2xl font-bold text-slate-900">{formatPlanPrice(plan.cost, plan.interval)}</p>
                <ul className="flex flex-1 flex-col gap-2">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                      {serverText(f)}
                    </li>
                  ))}
                </ul>
                <div>{action(plan)}</div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className="text-slate-700">
        {kind === 'team' ? (
          <Link to={paths.memberPricing} className={textLink}>
            <Trans>Plans for players: Member Plus</Trans>
          </Link>
        ) : (
          <Link to={paths.organizerPricing} className={textLink}>
            <Trans>Plans for organizers</Trans>
          </Link>
        )}
      </p>
    </div>
  );
}
