import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, MapPin, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants/product';
import { primaryButton, secondaryButton } from '@web/components/ui';
import { paths } from '@web/lib/paths';
import { IconCards } from '@web/components/icon-cards';
import { TitledSection } from '@web/components/titled-section';

const benefits = [
  {
    icon: Users,
    title: msg`A home for your players`,
    text: msg`One page with your members, their roles and a join button. Keep it open, or approve each request.`,
  },
  {
    icon: CalendarDays,
    title: msg`Events, seasons and sessions`,
    text: msg`Host games and meetups as your community, and group them into seasons players can register for.`,
  },
  {
    icon: MapPin,
    title: msg`Found by people nearby`,
    text: msg`Players searching ${PRODUCT_NAME} around your city see your community in the directory.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Shared running of things`,
    text: msg`Make trusted members admins: they can edit the page, review requests and create events.`,
  },
] as const;

const steps = [
  [msg`Pick what you are starting`, msg`A community, or a team, league or organization.`],
  [msg`Name it and choose the game`, msg`Game type “Other” covers anything not in the list.`],
  [msg`Say what it is about`, msg`Who it is for, when you play, what to bring.`],
  [msg`Choose your city`, msg`So players nearby can find you.`],
  [msg`Decide who can join`, msg`Open to anyone, or by approval.`],
  [msg`Review and create`, msg`You become the owner: share the page and people can join right away.`],
] as const;

/** `start/community`: what a community on Rally gives you and how to start one. */
export function StartCommunityPage() {
  const { t } = useLingui();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a link, not text
const createCommunity = `${paths.teamCreate}?kind=community`;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8 sm:py-12">
      <title>{t`Start a community | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
          <Trans>Start a community on {PRODUCT_NAME}</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          <Trans>
            Bring your players together: a weekly pickup group, a running crew, a club that wants new members. A community on{' '}
            {PRODUCT_NAME} is free to start and takes a couple of minutes.
          </Trans>
        </p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Link to={createCommunity} className={primaryButton}>
            <Trans>Create a community</Trans>
          </Link>
          <Link to={paths.teamsDirectory} className={secondaryButton}>
            <Trans>Browse teams and communities</Trans>
          </Link>
        </div>
      </header>

      <TitledSection title={t`What you get`} titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <IconCards items={benefits.map(({ icon, title, text }) => ({ icon, title: t(title), text: t(text) }))} />
      </TitledSection>

      <TitledSection title={t`How it works`} titleClass="text-2xl font-semibold text-slate-900" className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3">
          {steps.map(([title, text], i) => (
            <li key={title.id} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-800"
              >
                {i + 1}
              </span>
              <div>
                <p className="font-medium text-slate-900">{t(title)}</p>
                <p className="text-sm text-slate-700">{t(text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </TitledSection>

      <section
        aria-labelledby="ready"
        className="flex flex-col items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-6"
      >
        <h2 id="ready" className="text-xl font-semibold text-slate-900">
          <Trans>Ready to start?</Trans>
        </h2>
        <p className="text-slate-700">
          <Trans>Starting is free: the Rookie level costs nothing.</Trans>
        </p>
        <Link to={createCommunity} className={primaryButton}>
          <Trans>Create a community</Trans>
        </Link>
      </section>
    </div>
  );
}
